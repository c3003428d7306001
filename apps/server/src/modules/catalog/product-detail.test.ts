import { gunzipSync } from 'node:zlib';
import { isVariantAvailable } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, type TestStore } from '../../test/harness.ts';

let store: TestStore;
let adminToken: string;
let token: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  const [dist] = await createDistributors(store.database.db, 1, 'detail');
  token = await login(store.app, dist.email, FIXTURE_PASSWORD);
});
afterAll(() => store?.close());

const productPage = (id: number, token?: string) => call(store.app, endpoints.catalog.product, { params: { id }, token });

/** The product's page as a distributor and as a visitor sees it. */
async function pages(productId: number) {
  const [priced, visitor] = await Promise.all([productPage(productId, token), productPage(productId)]);
  expect(priced.statusCode, priced.body).toBe(200);
  expect(visitor.statusCode, visitor.body).toBe(200);
  return { priced: priced.json().product, visitor: visitor.json().product, bodies: [priced.body, visitor.body] };
}

/** What a page shows of its only variant: stock, prices, and whether the store shows that colour. */
async function shown(productId: number) {
  const { priced, visitor } = await pages(productId);
  const [v] = priced.productVariants;
  return {
    stock: v.stock_quantity,
    price: v.price,
    productPrice: priced.productInfo.price,
    visitorPrices: [visitor.productInfo.price, ...visitor.productVariants.map((x: { price: unknown }) => x.price)],
    visitorStock: visitor.productVariants[0].stock_quantity,
    colourShown: isVariantAvailable(v, priced.productInfo),
  };
}

/** A product written behind the app's back, then announced as a catalogue write would. */
async function newProduct(opts: Parameters<typeof createProduct>[1]) {
  const product = await createProduct(store.database.db, opts);
  store.app.catalogCache.clear();
  // The first store-front read loads the index, which loads every product's card and page.
  await call(store.app, endpoints.catalog.storeFront);
  await waitFor(() => store.app.catalogCache.details.has(product.productId));
  return product;
}

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

describe('the product page is served from memory', () => {
  it('answers from the page kept when the catalogue loaded, until the product is forgotten (as another instance tells)', async () => {
    const product = await newProduct({ stockType: 'UNITS', quantity: 60, priceCents: 1800 });
    expect(await shown(product.productId)).toMatchObject({ stock: 60, price: 18 });
    // Changed behind the app's back: the kept page does not read the database...
    await store.database.db.execute(sql`update stock set quantity = 48 where prodvarid = ${product.variantId}`);
    expect((await shown(product.productId)).stock).toBe(60);
    // ...and the bus's message (the same call, marked remote) makes it read the product again.
    store.app.catalogCache.forgetProducts([product.productId], true);
    expect(await shown(product.productId)).toMatchObject({ stock: 48, visitorStock: 48 });
  });

  it('keeps the JSON of the product page: key order, visitors without any price, gzip of the same bytes', async () => {
    const product = await newProduct({ stockType: 'SIZES', sizes: { '38': 12, '40': 24 }, priceCents: 3150, discount: 10 });
    const { priced, visitor, bodies } = await pages(product.productId);
    expect(Object.keys(priced.productInfo)).toEqual([
      'productid',
      'name',
      'description',
      'brandid',
      'stocktype',
      'unit',
      'units_per_box',
      'box_size_run',
      'thumbnail',
      'preventa',
      'price',
      'discount_value',
      'marca',
      'gender',
      'category',
      'material',
      'type',
      'technology',
      'use',
    ]);
    expect(Object.keys(priced.productVariants[0])).toEqual([
      'prodvarid',
      'code',
      'price',
      'discount_value',
      'stock_quantity',
      'color',
      'product_stock',
      'product_media',
      'stock_sizes',
    ]);
    expect(priced.productInfo).toMatchObject({
      productid: product.productId,
      price: 31.5,
      discount_value: 10,
      thumbnail: '/media/test.svg',
    });
    expect(priced.productVariants[0].stock_sizes.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([
      ['38', 12],
      ['40', 24],
    ]);
    // The visitor's page is the distributor's with every price null, nothing else.
    expect(bodies[1]).toBe(bodies[0].replaceAll('"price":31.5', '"price":null'));
    expect(visitor.productInfo.price).toBeNull();

    const zipped = await call(store.app, endpoints.catalog.product, {
      params: { id: product.productId },
      token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(bodies[0]);

    // Read again from the database after a forget: the same bytes.
    store.app.catalogCache.forgetProducts([product.productId]);
    expect((await pages(product.productId)).bodies).toEqual(bodies);
  });
});

describe('the page kept in memory follows every change', () => {
  it('a sale that leaves the colour below half a box, a price edit and a stock edit, for distributors and visitors', async () => {
    const product = await newProduct({ stockType: 'UNITS', quantity: 16, priceCents: 1800 });
    expect(await shown(product.productId)).toEqual({
      stock: 16,
      price: 18,
      productPrice: 18,
      visitorPrices: [null, null],
      visitorStock: 16,
      colourShown: true,
    });

    const added = await call(store.app, endpoints.cart.add, { token, payload: { prodvarid: product.variantId, quantity: 12 } });
    expect(added.statusCode, added.body).toBe(201);
    const sale = await call(store.app, endpoints.sales.place, { token });
    expect(sale.statusCode, sale.body).toBe(201);
    // 4 pairs left: under half a box, the store hides the colour.
    expect(await shown(product.productId)).toEqual({
      stock: 4,
      price: 18,
      productPrice: 18,
      visitorPrices: [null, null],
      visitorStock: 4,
      colourShown: false,
    });

    const variant = { code: product.code, colorid: await colourOf(product.variantId), discountPercent: 0 };
    const priceEdit = await call(store.app, adminEndpoints.products.updateVariant, {
      params: { id: product.variantId },
      token: adminToken,
      payload: { ...variant, priceCents: 2150 },
    });
    expect(priceEdit.statusCode, priceEdit.body).toBe(200);
    expect(await shown(product.productId)).toMatchObject({ stock: 4, price: 21.5, productPrice: 21.5, visitorPrices: [null, null] });

    const stockEdit = await call(store.app, adminEndpoints.products.updateVariant, {
      params: { id: product.variantId },
      token: adminToken,
      payload: { ...variant, priceCents: 2150, stock: [{ sizeid: null, expected: 4, quantity: 30 }] },
    });
    expect(stockEdit.statusCode, stockEdit.body).toBe(200);
    expect(await shown(product.productId)).toMatchObject({ stock: 30, visitorStock: 30, colourShown: true, visitorPrices: [null, null] });
  });

  it('a deleted product, an unknown id and an inactive product answer 404 with the Spanish message', async () => {
    const product = await newProduct({ stockType: 'BOXES', quantity: 5 });
    await pages(product.productId);
    const removed = await call(store.app, adminEndpoints.products.remove, { params: { id: product.productId }, token: adminToken });
    expect(removed.statusCode, removed.body).toBe(200);
    const inactive = await newProduct({ stockType: 'BOXES', quantity: 5 });
    await store.database.db.execute(sql`update products set active = false where productid = ${inactive.productId}`);
    store.app.catalogCache.clear();
    for (const id of [product.productId, inactive.productId, 999_999]) {
      for (const who of [token, undefined]) {
        const res = await productPage(id, who);
        expect(res.statusCode, `${id}`).toBe(404);
        expect(res.json()).toEqual({ ok: false, msg: 'El producto no existe' });
      }
    }
  });
});

describe('an id the loaded catalogue does not hold', () => {
  it('answers 404 from the index without reading the database, and the product once a write announces it', async () => {
    await newProduct({ stockType: 'BOXES', quantity: 5 });
    // Written behind the app's back and not announced: the loaded index is what says which products exist.
    const hidden = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 5 });
    const res = await productPage(hidden.productId, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, msg: 'El producto no existe' });
    expect(store.app.catalogCache.details.has(hidden.productId)).toBe(false);
    // The write's announcement (clear) drops the index: the id is read from the database again.
    store.app.catalogCache.clear();
    expect((await productPage(hidden.productId, token)).statusCode).toBe(200);
  });
});

async function colourOf(variantId: number) {
  const { rows } = await store.database.db.execute(sql`select colorid from product_variants where prodvarid = ${variantId}`);
  return Number((rows[0] as { colorid: number }).colorid);
}
