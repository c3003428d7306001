import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { createDistributors, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { all, call, caller, createTestStore, login, loginAdmin, multipart, one, type TestStore, tinyPdf } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
let distributorToken: string;
let options: Record<string, { id: number; name: string }[]>;

beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  distributorToken = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
  options = (await asAdmin(adminEndpoints.products.options)).json();
});
afterAll(() => store?.close());

const asAdmin = caller(() => ({ app: store.app, token: adminToken }));

let serial = 0;
const uniqueCode = (prefix = 'ADM') => `${prefix}-${Date.now().toString(36).toUpperCase()}-${++serial}`;

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Zapatilla Ñandú Urbana',
    description: 'Una zapatilla de prueba para el back office.',
    stockType: 'BOXES',
    preventa: false,
    active: true,
    brandid: options.brands[0].id,
    genderid: options.genders[0].id,
    categoryid: options.categories[0].id,
    materialid: options.materials[0].id,
    typeid: options.types[0].id,
    technologyid: options.technologies[0].id,
    useid: options.uses[0].id,
    ...overrides,
  };
}

async function newProduct(overrides: Record<string, unknown> = {}) {
  const res = await asAdmin(adminEndpoints.products.create, { payload: productBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().productid as number;
}

async function newVariant(productId: number, overrides: Record<string, unknown> = {}) {
  const code = uniqueCode();
  const res = await asAdmin(adminEndpoints.products.createVariant, {
    params: { id: productId },
    payload: {
      code,
      colorid: options.colors[0].id,
      priceCents: 4550,
      discountPercent: 0,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { variantId: res.json().prodvarid as number, code: (overrides.code as string | undefined)?.trim().toUpperCase() ?? code };
}

/** The variant's fields as they are now (what its card sends along with the stock it changed). */
async function variantFields(variantId: number) {
  const v = await one<{ code: string; colorid: number; price_cents: number; discount_percent: number }>(
    store,
    sql`select code, colorid, price_cents, discount_percent from product_variants where prodvarid = ${variantId}`,
  );
  return { code: v.code, colorid: Number(v.colorid), priceCents: Number(v.price_cents), discountPercent: Number(v.discount_percent) };
}

/** 'Guardar variante': the fields (as they are, unless overridden) and the stock rows that changed, in one request. */
async function saveVariant(variantId: number, stock: unknown, fields: Record<string, unknown> = {}) {
  return asAdmin(adminEndpoints.products.updateVariant, {
    params: { id: variantId },
    payload: { ...(await variantFields(variantId)), ...fields, stock },
  });
}

const stockOf = async (variantId: number) =>
  (
    await all<{ sizeid: number | null; quantity: number }>(
      store,
      sql`select sizeid, quantity from stock where prodvarid = ${variantId} order by sizeid nulls first`,
    )
  ).map((r) => [r.sizeid === null ? null : Number(r.sizeid), Number(r.quantity)]);

/** An order of the demo distributor through the real cart and checkout. */
async function buy(prodvarid: number, quantity: number, sizeid?: number) {
  const added = await call(store.app, endpoints.cart.add, { token: distributorToken, payload: { prodvarid, quantity, sizeid } });
  expect(added.statusCode, added.body).toBe(201);
  const sale = await call(store.app, endpoints.sales.place, { token: distributorToken, payload: {} });
  expect(sale.statusCode, sale.body).toBe(201);
  return sale.json().saleid as number;
}
const moveOrder = (saleId: number, status: string) =>
  asAdmin(adminEndpoints.orders.move, { params: { id: saleId }, payload: { status, reason: 'Pedido duplicado' } });

const storeProduct = (id: number) => call(store.app, endpoints.catalog.product, { params: { id }, token: distributorToken });
const storeSearch = (search: string) => call(store.app, endpoints.catalog.storeFront, { query: { search }, token: distributorToken });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .png()
    .toBuffer();

const uploadImage = async (variantId: number, data: Buffer, filename: string, contentType = 'image/png') => {
  const form = multipart({}, [{ field: 'image', filename, data, contentType }]);
  return asAdmin(adminEndpoints.products.uploadImage, { params: { id: variantId }, ...form });
};

describe('product options', () => {
  it('lists every lookup for the forms, colours with their hex code and sizes in the store order', async () => {
    for (const key of ['brands', 'genders', 'categories', 'materials', 'types', 'technologies', 'uses', 'colors', 'sizes']) {
      expect(options[key].length, key).toBeGreaterThan(0);
    }
    expect(options.colors[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), hexcode: expect.stringMatching(/^#/) });
    const sizes = await all<{ name: string }>(store, sql`select name from sizes order by sort_order, sizeid`);
    expect(options.sizes.map((s) => s.name)).toEqual(sizes.map((s) => s.name));
  });
});

describe('a product built through the back office', () => {
  it('shows in the store with its name, price with VAT, discount, stock and picture, and the search finds it by code', async () => {
    const productId = await newProduct();
    const { variantId, code } = await newVariant(productId, { code: ' adm-nandu-01 ', priceCents: 4550, discountPercent: 10 });
    expect(code).toBe('ADM-NANDU-01');
    const stock = await saveVariant(variantId, [{ sizeid: null, expected: 0, quantity: 36 }]);
    expect(stock.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminVariantSaved });
    const image = await uploadImage(variantId, await png(300, 300), 'frente.png');
    expect(image.statusCode, image.body).toBe(201);
    const url = image.json().url as string;

    const res = await storeProduct(productId);
    expect(res.statusCode).toBe(200);
    const { productInfo, productVariants } = res.json().product;
    expect(productInfo.name).toBe('Zapatilla Ñandú Urbana');
    expect(productInfo.stocktype).toBe('BOXES');
    expect(productVariants).toHaveLength(1);
    expect(productVariants[0]).toMatchObject({
      code: 'ADM-NANDU-01',
      price: 45.5,
      discount_value: 10,
      stock_quantity: 36,
      product_media: [{ url, type: 'image' }],
    });
    expect(productInfo.thumbnail).toBe(url);

    for (const term of ['adm-nandu-01', 'ñandú urbana', 'NANDU']) {
      const found = (await storeSearch(term)).json().products.map((p: { productid: number }) => p.productid);
      expect(found, term).toContain(productId);
    }
    const row = await one<{ search_text: string }>(store, sql`select search_text from products where productid = ${productId}`);
    expect(row.search_text).toBe('zapatilla nandu urbana adm-nandu-01');

    // The back office's own list and detail agree.
    const list = (await asAdmin(adminEndpoints.products.list, { query: { q: 'adm-nandu-01' } })).json();
    expect(list.products).toHaveLength(1);
    expect(list.products[0]).toMatchObject({
      productid: productId,
      stockType: 'BOXES',
      variantCount: 1,
      totalStock: 36,
      priceCents: 4550,
      thumbnail: url,
      active: true,
      preventa: false,
    });
    const detail = (await asAdmin(adminEndpoints.products.get, { params: { id: productId } })).json().product;
    expect(detail.variants[0]).toMatchObject({
      prodvarid: variantId,
      code: 'ADM-NANDU-01',
      priceCents: 4550,
      discountPercent: 10,
      stock: [{ sizeid: null, sizeName: null, quantity: 36 }],
      images: [{ url, position: 0 }],
    });
  });

  it('keeps how many pairs a box holds, and the store and the cart price a box with it', async () => {
    const footwear = options.categories.find((c) => c.name === 'Zapatillas')!.id;
    const productId = await newProduct({ name: 'Bota Caja de Diez', unitsPerBox: 10, categoryid: footwear });
    const { variantId } = await newVariant(productId, { priceCents: 2000 });
    await saveVariant(variantId, [{ sizeid: null, expected: 0, quantity: 8 }]);
    expect((await asAdmin(adminEndpoints.products.get, { params: { id: productId } })).json().product).toMatchObject({
      stockType: 'BOXES',
      unitsPerBox: 10,
    });
    expect((await storeProduct(productId)).json().product.productInfo).toMatchObject({ units_per_box: 10, unit: 'PAIR' });

    const [buyer] = await createDistributors(store.database.db, 1, 'box10');
    const token = await login(store.app, buyer.email, FIXTURE_PASSWORD);
    const add = await call(store.app, endpoints.cart.add, { token, payload: { prodvarid: variantId, quantity: 2 } });
    expect(add.statusCode, add.body).toBe(201);
    const cart = (await call(store.app, endpoints.cart.get, { token })).json().userCart;
    // 2 boxes × 10 pairs × $20.00
    expect(cart.cartdetail[0]).toMatchObject({ quantity: 2, line_total: 400 });
    expect(cart.summary).toMatchObject({ units: 20, total: 400 });

    const edited = await asAdmin(adminEndpoints.products.update, {
      params: { id: productId },
      payload: productBody({ name: 'Bota Caja de Diez', unitsPerBox: 12, categoryid: footwear }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await storeProduct(productId)).json().product.productInfo.units_per_box).toBe(12);
    // A save that does not send it (the form shows it only for BOXES) keeps the box as it is.
    const renamed = await asAdmin(adminEndpoints.products.update, {
      params: { id: productId },
      payload: productBody({ name: 'Bota Caja de Doce', categoryid: footwear }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await asAdmin(adminEndpoints.products.get, { params: { id: productId } })).json().product.unitsPerBox).toBe(12);
    // and a new product without it holds 12
    const plain = await newProduct({ name: 'Bota Sin Caja Dicha' });
    expect((await asAdmin(adminEndpoints.products.get, { params: { id: plain } })).json().product.unitsPerBox).toBe(12);
  });

  it('shows an edited price in the store at once', async () => {
    const productId = await newProduct({ name: 'Bota Cambio de Precio' });
    const { variantId, code } = await newVariant(productId, { priceCents: 3000 });
    const before = await storeProduct(productId);
    expect(before.json().product.productVariants[0].price).toBe(30);
    // a second read comes from the cache
    expect((await storeProduct(productId)).json().product.productVariants[0].price).toBe(30);

    const res = await asAdmin(adminEndpoints.products.updateVariant, {
      params: { id: variantId },
      payload: {
        code,
        colorid: options.colors[1].id,
        priceCents: 3199,
        discountPercent: 5,
      },
    });
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminVariantSaved });

    const after = (await storeProduct(productId)).json().product.productVariants[0];
    expect(after).toMatchObject({ price: 31.99, discount_value: 5, color: { colorid: options.colors[1].id } });
    const card = (await storeSearch(code)).json().products.find((p: { productid: number }) => p.productid === productId);
    expect(card.price).toBe(31.99);
  });

  it('lists products with filters by brand, pre-sale and active, newest first', async () => {
    const brand = options.brands[1].id;
    const hidden = await newProduct({ name: 'Sandalia Oculta Filtro', brandid: brand, active: false, preventa: true });
    const page = (await asAdmin(adminEndpoints.products.list, { query: { brandid: brand, active: false, preventa: true } })).json();
    expect(page.products.map((p: { productid: number }) => p.productid)).toEqual([hidden]);
    expect(page.products[0]).toMatchObject({
      active: false,
      preventa: true,
      variantCount: 0,
      totalStock: 0,
      priceCents: null,
      thumbnail: null,
    });
    const all = (await asAdmin(adminEndpoints.products.list, { query: { size: 10 } })).json();
    expect(all.products[0].productid).toBe(hidden);
    expect(all.info).toMatchObject({ currentPage: 1, limit: 10 });
    expect(all.info.total).toBeGreaterThan(200);
    // The inactive product is not in the store.
    expect((await storeProduct(hidden)).statusCode).toBe(404);
  });
});

describe('stock', () => {
  it('keeps one quantity per size for SIZES products; a size taken out is no longer offered', async () => {
    const productId = await newProduct({ name: 'Zapato Tallas', stockType: 'SIZES' });
    const { variantId } = await newVariant(productId);
    const [s38, s39, s40] = options.sizes.slice(2, 5);
    let res = await saveVariant(variantId, [
      { sizeid: s39.id, expected: null, quantity: 12 },
      { sizeid: s38.id, expected: null, quantity: 7 },
      { sizeid: s40.id, expected: null, quantity: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    let variant = (await storeProduct(productId)).json().product.productVariants[0];
    expect(variant.stock_quantity).toBe(19);
    expect(variant.stock_sizes.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([
      [s38.name, 7],
      [s39.name, 12],
      [s40.name, 0],
    ]);

    res = await saveVariant(variantId, [
      { sizeid: s39.id, expected: 12, quantity: 30 },
      { sizeid: s38.id, expected: 7, quantity: null },
      { sizeid: s40.id, expected: 0, quantity: null },
    ]);
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminVariantSaved });
    variant = (await storeProduct(productId)).json().product.productVariants[0];
    expect(variant.stock_sizes.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([[s39.name, 30]]);
    const detail = (await asAdmin(adminEndpoints.products.get, { params: { id: productId } })).json().product;
    expect(detail.variants[0].stock).toEqual([{ sizeid: s39.id, sizeName: s39.name, quantity: 30 }]);
  });

  it('a sale between opening the editor and saving: 409 naming the size and its quantity now, and nothing changes', async () => {
    const productId = await newProduct({ name: 'Zapato Venta Mientras Edita', stockType: 'SIZES' });
    const { variantId } = await newVariant(productId, { priceCents: 4000 });
    const [s40, s41] = options.sizes.slice(4, 6);
    expect(
      (
        await saveVariant(variantId, [
          { sizeid: s40.id, expected: null, quantity: 10 },
          { sizeid: s41.id, expected: null, quantity: 20 },
        ])
      ).statusCode,
    ).toBe(200);

    // The administrator opens the card (41: 20, 40: 10); meanwhile a distributor buys 2 pairs of 41.
    await buy(variantId, 2, s41.id);
    expect(await stockOf(variantId)).toEqual(
      [
        [s40.id, 10],
        [s41.id, 18],
      ].sort((a, b) => a[0] - b[0]),
    );

    // The card sends the new price and 41: 20 → 25, 40: 10 → 12, from what it showed.
    const res = await saveVariant(
      variantId,
      [
        { sizeid: s40.id, expected: 10, quantity: 12 },
        { sizeid: s41.id, expected: 20, quantity: 25 },
      ],
      { priceCents: 4200 },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.adminStockChanged(`la talla ${s41.name}`, 18) });
    expect(res.json().msg).toBe(`El stock de la talla ${s41.name} cambió mientras lo editaba (ahora 18). Revise y guarde de nuevo.`);
    // Nothing was written: not the other size, not the price; the 2 pairs sold stay sold.
    expect(await stockOf(variantId)).toEqual(
      [
        [s40.id, 10],
        [s41.id, 18],
      ].sort((a, b) => a[0] - b[0]),
    );
    expect((await variantFields(variantId)).priceCents).toBe(4000);

    // Saving again from what the card shows now works, price and stock together.
    const again = await saveVariant(
      variantId,
      [
        { sizeid: s40.id, expected: 10, quantity: 12 },
        { sizeid: s41.id, expected: 18, quantity: 25 },
      ],
      { priceCents: 4200 },
    );
    expect(again.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminVariantSaved });
    expect(await stockOf(variantId)).toEqual(
      [
        [s40.id, 12],
        [s41.id, 25],
      ].sort((a, b) => a[0] - b[0]),
    );
    expect((await variantFields(variantId)).priceCents).toBe(4200);
    expect((await storeProduct(productId)).json().product.productVariants[0].price).toBe(42);
  });

  it('only the rows sent are checked and written; a BOXES row sold meanwhile is refused the same way', async () => {
    const productId = await newProduct({ name: 'Caja Venta Mientras Edita', stockType: 'BOXES' });
    const { variantId } = await newVariant(productId, { priceCents: 2500 });
    expect((await saveVariant(variantId, [{ sizeid: null, expected: 0, quantity: 40 }])).statusCode).toBe(200);
    await buy(variantId, 3);

    // A price-only save sends no stock and leaves the sold units alone.
    expect((await saveVariant(variantId, undefined, { priceCents: 2600 })).json()).toEqual({ ok: true, msg: ADMIN_MSG.adminVariantSaved });
    expect(await stockOf(variantId)).toEqual([[null, 37]]);

    const res = await saveVariant(variantId, [{ sizeid: null, expected: 40, quantity: 45 }], { priceCents: 2700 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(ADMIN_MSG.adminStockChanged('esta variante', 37));
    expect(await stockOf(variantId)).toEqual([[null, 37]]);
    expect((await variantFields(variantId)).priceCents).toBe(2600);

    // A size "added" that someone else added first is a change too.
    const sized = await newProduct({ name: 'Tallas Agregadas Dos Veces', stockType: 'SIZES' });
    const v2 = (await newVariant(sized)).variantId;
    const size = options.sizes[3];
    expect((await saveVariant(v2, [{ sizeid: size.id, expected: null, quantity: 5 }])).statusCode).toBe(200);
    const twice = await saveVariant(v2, [{ sizeid: size.id, expected: null, quantity: 9 }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(ADMIN_MSG.adminStockChanged(`la talla ${size.name}`, 5));
    const gone = await saveVariant(v2, [{ sizeid: options.sizes[4].id, expected: 4, quantity: 9 }]);
    expect(gone.json().msg).toBe(ADMIN_MSG.adminStockChanged(`la talla ${options.sizes[4].name}`, null));
  });

  it('a size with orders in progress is kept at 0 instead of removed, so cancelling gives the units back', async () => {
    const productId = await newProduct({ name: 'Zapato Talla Con Pedido', stockType: 'SIZES' });
    const { variantId } = await newVariant(productId);
    const [s39, s40, s41] = options.sizes.slice(3, 6);
    await saveVariant(variantId, [
      { sizeid: s39.id, expected: null, quantity: 8 },
      { sizeid: s40.id, expected: null, quantity: 10 },
      { sizeid: s41.id, expected: null, quantity: 20 },
    ]);
    const saleId = await buy(variantId, 4, s40.id);

    // 40 (6 left, an open order) and 39 (no orders) are taken out.
    const res = await saveVariant(variantId, [
      { sizeid: s39.id, expected: 8, quantity: null },
      { sizeid: s40.id, expected: 6, quantity: null },
    ]);
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminStockSizesKept([s40.name]) });
    expect(await stockOf(variantId)).toEqual(
      [
        [s40.id, 0],
        [s41.id, 20],
      ].sort((a, b) => a[0] - b[0]),
    );
    const [detail] = await all<{ stockid: number | null }>(store, sql`select stockid from sale_details where saleid = ${saleId}`);
    expect(detail.stockid).not.toBeNull();

    // Cancelling the order puts its 4 pairs back on size 40.
    const canceled = await moveOrder(saleId, 'CANCELED');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await stockOf(variantId)).toEqual(
      [
        [s40.id, 4],
        [s41.id, 20],
      ].sort((a, b) => a[0] - b[0]),
    );

    // With no order in progress left, the size can go for good.
    expect((await saveVariant(variantId, [{ sizeid: s40.id, expected: 4, quantity: null }])).json()).toEqual({
      ok: true,
      msg: ADMIN_MSG.adminVariantSaved,
    });
    expect(await stockOf(variantId)).toEqual([[s41.id, 20]]);
  });

  it('refuses stock that does not fit the product with clear messages', async () => {
    const sizes = await newProduct({ name: 'Zapato Tallas Errores', stockType: 'SIZES' });
    const sized = (await newVariant(sizes)).variantId;
    const boxes = await newProduct({ name: 'Caja Errores' });
    const boxed = (await newVariant(boxes)).variantId;
    const s = options.sizes[0].id;
    const cases: [number, unknown, string][] = [
      [sized, [{ sizeid: null, expected: null, quantity: 5 }], ADMIN_MSG.adminStockSizeRequired],
      [
        sized,
        [
          { sizeid: s, expected: null, quantity: 5 },
          { sizeid: s, expected: null, quantity: 2 },
        ],
        ADMIN_MSG.adminStockSizeRepeated,
      ],
      [sized, [{ sizeid: 999999, expected: null, quantity: 5 }], ADMIN_MSG.adminStockSizeUnknown],
      [boxed, [{ sizeid: s, expected: 0, quantity: 5 }], ADMIN_MSG.adminStockOneQuantity],
      [boxed, [{ sizeid: null, expected: 0, quantity: null }], ADMIN_MSG.adminStockOneQuantity],
      [
        boxed,
        [
          { sizeid: null, expected: 0, quantity: 5 },
          { sizeid: null, expected: 0, quantity: 6 },
        ],
        ADMIN_MSG.adminStockOneQuantity,
      ],
      [boxed, [{ sizeid: null, expected: 0, quantity: -1 }], ADMIN_MSG.adminStockQuantityInvalid],
      [boxed, [{ sizeid: null, expected: 0, quantity: 2.5 }], ADMIN_MSG.adminStockQuantityInvalid],
      [boxed, [{ sizeid: null, expected: 0, quantity: 1_000_001 }], ADMIN_MSG.adminStockQuantityInvalid],
      [boxed, [{ sizeid: null, quantity: 5 }], ADMIN_MSG.adminStockQuantityInvalid],
    ];
    for (const [variantId, stock, msg] of cases) {
      const res = await saveVariant(variantId, stock, { priceCents: 9999 });
      expect(res.statusCode, JSON.stringify(stock)).toBe(400);
      expect(res.json().msg, JSON.stringify(stock)).toBe(msg);
      expect((await variantFields(variantId)).priceCents, JSON.stringify(stock)).toBe(4550);
    }
    expect(await stockOf(boxed)).toEqual([[null, 0]]);
    expect(await stockOf(sized)).toEqual([]);
    const missing = await asAdmin(adminEndpoints.products.updateVariant, {
      params: { id: 999999 },
      payload: { ...(await variantFields(boxed)), code: 'NO-EXISTE-1', stock: [] },
    });
    expect(missing.json()).toEqual({ ok: false, msg: MSG.variantNotFound });
  });

  it('refuses changing the stock type while a variant holds stock, and allows it once all is 0', async () => {
    const productId = await newProduct({ name: 'Producto Cambio Tipo', stockType: 'BOXES' });
    const { variantId } = await newVariant(productId);
    await saveVariant(variantId, [{ sizeid: null, expected: 0, quantity: 3 }]);

    let res = await asAdmin(adminEndpoints.products.update, {
      params: { id: productId },
      payload: productBody({ name: 'Producto Cambio Tipo', stockType: 'SIZES' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.adminStockTypeLocked });
    expect((await one<{ stocktype: string }>(store, sql`select stocktype from products where productid = ${productId}`)).stocktype).toBe(
      'BOXES',
    );

    // UNITS keeps one row per variant too, but still counts as a change of type.
    res = await asAdmin(adminEndpoints.products.update, {
      params: { id: productId },
      payload: productBody({ name: 'Producto Cambio Tipo', stockType: 'UNITS' }),
    });
    expect(res.statusCode).toBe(409);

    await saveVariant(variantId, [{ sizeid: null, expected: 3, quantity: 0 }]);
    res = await asAdmin(adminEndpoints.products.update, {
      params: { id: productId },
      payload: productBody({ name: 'Producto Cambio Tipo', stockType: 'SIZES' }),
    });
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminProductSaved });
    expect(await all(store, sql`select * from stock where prodvarid = ${variantId}`)).toEqual([]);
    res = await saveVariant(variantId, [{ sizeid: options.sizes[0].id, expected: null, quantity: 8 }]);
    expect(res.statusCode).toBe(200);
  });

  it('refuses changing the stock type while orders in progress came out of its stock; allows it once they are delivered', async () => {
    const productId = await newProduct({ name: 'Producto Tipo Con Pedido', stockType: 'UNITS' });
    const { variantId } = await newVariant(productId, { priceCents: 1200 });
    await saveVariant(variantId, [{ sizeid: null, expected: 0, quantity: 12 }]);
    const saleId = await buy(variantId, 12);
    expect(await stockOf(variantId)).toEqual([[null, 0]]);

    const body = productBody({ name: 'Producto Tipo Con Pedido', stockType: 'BOXES' });
    let res = await asAdmin(adminEndpoints.products.update, { params: { id: productId }, payload: body });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.adminStockTypeHasOrders(1) });
    expect(await stockOf(variantId)).toEqual([[null, 0]]);
    expect((await one<{ stocktype: string }>(store, sql`select stocktype from products where productid = ${productId}`)).stocktype).toBe(
      'UNITS',
    );

    for (const status of ['APPROVED', 'TO_DELIVER', 'DELIVERING', 'DELIVERED']) {
      const moved = await moveOrder(saleId, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    res = await asAdmin(adminEndpoints.products.update, { params: { id: productId }, payload: body });
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminProductSaved });
    expect(await stockOf(variantId)).toEqual([[null, 0]]);
  });
});

describe('pictures', () => {
  let variantId: number;
  let productId: number;
  beforeAll(async () => {
    productId = await newProduct({ name: 'Producto Fotos' });
    ({ variantId } = await newVariant(productId));
  });

  it('refuses files that are not pictures with the file name, whatever their name says', async () => {
    for (const [data, name, type] of [
      [Buffer.from('esto no es una imagen'), 'falsa.png', 'image/png'],
      [tinyPdf(), 'catalogo.pdf', 'application/pdf'],
    ] as const) {
      const res = await uploadImage(variantId, data, name, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, msg: MSG.notAnImage(name) });
    }
    expect(await all(store, sql`select * from product_media where prodvarid = ${variantId}`)).toEqual([]);
    const none = await asAdmin(adminEndpoints.products.uploadImage, { params: { id: variantId }, ...multipart({ note: 'x' }) });
    expect(none.statusCode).toBe(400);
    const json = await asAdmin(adminEndpoints.products.uploadImage, { params: { id: variantId }, payload: { image: 'x' } });
    expect(json.json()).toEqual({ ok: false, msg: MSG.multipartExpected });
    expect((await uploadImage(999999, await png(10, 10), 'a.png')).statusCode).toBe(404);
  });

  it('stores a real picture as WebP under /media/uploads/products/, at most 1200 px a side, served as image/webp', async () => {
    const res = await uploadImage(variantId, await png(3000, 2000), 'grande.png');
    expect(res.statusCode, res.body).toBe(201);
    const { url, mediaid, msg } = res.json();
    expect(msg).toBe(ADMIN_MSG.adminImageUploaded);
    expect(url).toMatch(/^\/media\/uploads\/products\/[0-9a-f]+\.webp$/);
    const served = await store.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    expect(mediaid).toBeGreaterThan(0);
  });

  it('reorders pictures (the first is the main one) and deletes one', async () => {
    const second = (await uploadImage(variantId, await png(200, 100), 'lado.png')).json();
    const detail = async () =>
      (await asAdmin(adminEndpoints.products.get, { params: { id: productId } })).json().product.variants[0].images;
    const [first] = await detail();
    let res = await asAdmin(adminEndpoints.products.reorderImages, {
      params: { id: variantId },
      payload: { order: [second.mediaid, first.mediaid] },
    });
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminImagesReordered });
    expect((await detail()).map((m: { mediaid: number }) => m.mediaid)).toEqual([second.mediaid, first.mediaid]);
    const store1 = (await storeProduct(productId)).json().product;
    expect(store1.productInfo.thumbnail).toBe(second.url);

    res = await asAdmin(adminEndpoints.products.reorderImages, { params: { id: variantId }, payload: { order: [second.mediaid] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(ADMIN_MSG.adminImagesOrderInvalid);

    res = await asAdmin(adminEndpoints.products.removeImage, { params: { id: second.mediaid } });
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminImageDeleted });
    expect((await detail()).map((m: { mediaid: number }) => m.mediaid)).toEqual([first.mediaid]);
    expect((await storeProduct(productId)).json().product.productInfo.thumbnail).toBe(first.url);
    expect((await asAdmin(adminEndpoints.products.removeImage, { params: { id: second.mediaid } })).json()).toEqual({
      ok: false,
      msg: ADMIN_MSG.adminImageNotFound,
    });
  });
});

describe('validation', () => {
  it('refuses a code already used anywhere in the catalogue with 409, whatever its case', async () => {
    const demo = await one<{ code: string }>(store, sql`select code from product_variants order by prodvarid limit 1`);
    const productId = await newProduct({ name: 'Producto Código Repetido' });
    let res = await asAdmin(adminEndpoints.products.createVariant, {
      params: { id: productId },
      payload: {
        code: ` ${demo.code.toLowerCase()} `,
        colorid: options.colors[0].id,
        priceCents: 1000,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.adminVariantCodeTaken(demo.code) });

    const { variantId, code } = await newVariant(productId);
    res = await asAdmin(adminEndpoints.products.updateVariant, {
      params: { id: variantId },
      payload: { code: demo.code, colorid: options.colors[0].id, priceCents: 1000 },
    });
    expect(res.statusCode).toBe(409);
    // Saving a variant with its own code is no clash.
    res = await asAdmin(adminEndpoints.products.updateVariant, {
      params: { id: variantId },
      payload: { code, colorid: options.colors[0].id, priceCents: 1000 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers each bad field with its Spanish message', async () => {
    const productId = await newProduct({ name: 'Producto Validaciones' });
    const variant = { code: uniqueCode(), colorid: options.colors[0].id, priceCents: 1000, discountPercent: 0 };
    const toVariant = (payload: unknown) =>
      asAdmin(adminEndpoints.products.createVariant, { params: { id: productId }, payload: payload as object });
    const toProduct = (payload: unknown) => asAdmin(adminEndpoints.products.create, { payload: payload as object });
    const cases: [typeof toProduct, unknown, string][] = [
      [toVariant, { ...variant, priceCents: 0 }, ADMIN_MSG.adminPriceInvalid],
      [toVariant, { ...variant, priceCents: 12.5 }, ADMIN_MSG.adminPriceInvalid],
      [toVariant, { ...variant, discountPercent: 120 }, ADMIN_MSG.adminDiscountInvalid],
      [toVariant, { ...variant, code: '  ' }, ADMIN_MSG.adminVariantCodeRequired],
      [toVariant, { ...variant, code: 'AB 12' }, ADMIN_MSG.adminVariantCodeInvalid],
      [toVariant, { ...variant, colorid: '' }, ADMIN_MSG.adminColorRequired],
      [toVariant, { ...variant, colorid: 999999 }, ADMIN_MSG.adminLookupMissing('El color seleccionado')],
      [toProduct, productBody({ name: '   ' }), ADMIN_MSG.adminProductNameRequired],
      [toProduct, productBody({ stockType: 'PAIRS' }), ADMIN_MSG.adminStockTypeRequired],
      [toProduct, productBody({ brandid: '' }), ADMIN_MSG.adminPick('la marca')],
      [toProduct, productBody({ useid: 0 }), ADMIN_MSG.adminPick('el uso')],
      [toProduct, productBody({ categoryid: 999999 }), ADMIN_MSG.adminLookupMissing('La categoría seleccionada')],
      [toProduct, productBody({ unitsPerBox: 0 }), ADMIN_MSG.adminUnitsPerBoxInvalid],
      [toProduct, productBody({ unitsPerBox: 6.5 }), ADMIN_MSG.adminUnitsPerBoxInvalid],
      [toProduct, productBody({ unitsPerBox: 101 }), ADMIN_MSG.adminUnitsPerBoxInvalid],
    ];
    for (const [send, body, msg] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg, JSON.stringify(body)).toBe(msg);
    }
    expect((await asAdmin(adminEndpoints.products.createVariant, { params: { id: 999999 }, payload: variant })).json()).toEqual({
      ok: false,
      msg: MSG.productNotFound,
    });
    expect((await asAdmin(adminEndpoints.products.update, { params: { id: 999999 }, payload: productBody() })).json()).toEqual({
      ok: false,
      msg: MSG.productNotFound,
    });
    const malformed = await asAdmin(adminEndpoints.products.get, { params: { id: 'abc' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe(MSG.idInvalid);
  });
});

describe('deleting', () => {
  it('removes a variant, and the store no longer finds the product by its code', async () => {
    const productId = await newProduct({ name: 'Producto Dos Variantes' });
    const a = await newVariant(productId);
    const b = await newVariant(productId, { priceCents: 9900 });
    expect((await storeSearch(b.code)).json().products).toHaveLength(1);
    const res = await asAdmin(adminEndpoints.products.removeVariant, { params: { id: b.variantId } });
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminVariantDeleted });
    expect((await storeSearch(b.code)).json().products).toHaveLength(0);
    const variants = (await storeProduct(productId)).json().product.productVariants;
    expect(variants.map((v: { code: string }) => v.code)).toEqual([a.code]);
    expect((await asAdmin(adminEndpoints.products.removeVariant, { params: { id: b.variantId } })).statusCode).toBe(404);
  });

  it('deletes a product for good; orders keep their copy of what was bought', async () => {
    const productId = await newProduct({ name: 'Producto Para Borrar', stockType: 'UNITS' });
    const { variantId, code } = await newVariant(productId, { priceCents: 1500 });
    await saveVariant(variantId, [{ sizeid: null, expected: 0, quantity: 60 }]);
    const added = await call(store.app, endpoints.cart.add, { token: distributorToken, payload: { prodvarid: variantId, quantity: 12 } });
    expect(added.statusCode, added.body).toBe(201);
    const sale = await call(store.app, endpoints.sales.place, { token: distributorToken, payload: {} });
    expect(sale.statusCode, sale.body).toBe(201);
    const saleId = sale.json().saleid;

    const res = await asAdmin(adminEndpoints.products.remove, { params: { id: productId } });
    expect(res.json()).toEqual({ ok: true, msg: ADMIN_MSG.adminProductDeleted });
    expect((await storeProduct(productId)).statusCode).toBe(404);
    expect((await storeSearch(code)).json().products).toHaveLength(0);
    expect(await all(store, sql`select * from product_variants where productid = ${productId}`)).toEqual([]);
    const order = (await call(store.app, endpoints.sales.detail, { params: { id: saleId }, token: distributorToken })).json().userSale;
    expect(order.saledetail).toHaveLength(1);
    expect(JSON.stringify(order.saledetail[0])).toContain(code);
    expect(JSON.stringify(order.saledetail[0])).toContain('Producto Para Borrar');
    expect((await asAdmin(adminEndpoints.products.remove, { params: { id: productId } })).json()).toEqual({
      ok: false,
      msg: MSG.productNotFound,
    });
  });
});
