import { ADMIN_MSG, storeDayOf } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cedula, createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import {
  all,
  bearer,
  call,
  caller,
  createTestStore,
  login,
  loginAdmin,
  multipart,
  one,
  type TestStore,
  tinyPdf,
} from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
/** one buyer per group, and one at list prices */
const buyers: Record<'mayorista' | 'cadena' | 'lista', { id: number; headers: Record<string, string> }> = {} as never;
let product: Awaited<ReturnType<typeof createProduct>>;
let other: Awaited<ReturnType<typeof createProduct>>;
const groups: Record<string, number> = {};

const asAdmin = caller(() => ({ app: store.app, token: adminToken }));
const day = (offset: number) => storeDayOf(Date.now() + offset * 86_400_000);

/** What a reader sees of the product at every place a price shows, in dollars. */
async function pricesSeenBy(headers: Record<string, string>) {
  const detail = (await call(store.app, endpoints.catalog.product, { params: { id: product.productId }, headers })).json().product;
  const front = (await call(store.app, endpoints.catalog.storeFront, { query: { search: product.code }, headers })).json().products;
  const suggested = (await call(store.app, endpoints.catalog.suggest, { query: { q: product.code }, headers })).json().products;
  return {
    page: detail.productInfo.price,
    variant: detail.productVariants[0].price,
    card: front[0]?.price,
    cardVariant: front[0]?.product_variants[0].price,
    suggestion: suggested[0]?.price,
  };
}

async function createGroup(name: string, isDefault = false) {
  const res = await asAdmin(adminEndpoints.priceGroups.create, { payload: { name, isDefault } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().group.groupid as number;
}

async function moveTo(userId: number, groupid: number | null) {
  const res = await asAdmin(adminEndpoints.priceGroups.setDistributorGroup, { params: { id: userId }, payload: { groupid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().msg as string;
}

beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  product = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 2000, quantity: 500, name: 'Botín de grupos' });
  other = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 1000, quantity: 500 });
  const made = await createDistributors(store.database.db, 3, 'grupos');
  for (const [i, key] of (['mayorista', 'cadena', 'lista'] as const).entries())
    buyers[key] = { id: made[i].id, headers: bearer(await login(store.app, made[i].email, FIXTURE_PASSWORD)) };

  groups.mayorista = await createGroup('Mayorista prueba');
  const percent = await asAdmin(adminEndpoints.priceGroups.addList, {
    params: { id: groups.mayorista },
    payload: { kind: 'PERCENT', percent: 10 },
  });
  expect(percent.statusCode, percent.body).toBe(201);
  groups.cadena = await createGroup('Cadena prueba');
  const prices = await asAdmin(adminEndpoints.priceGroups.addList, { params: { id: groups.cadena }, payload: { kind: 'PRICES' } });
  expect(prices.statusCode, prices.body).toBe(201);
  const imported = await asAdmin(adminEndpoints.priceLists.importPrices, {
    params: { id: prices.json().list.listid },
    payload: {
      csv: `codigo,precio\n${product.code.toLowerCase()},15.50\n`,
    },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json()).toMatchObject({ msg: '1 precio guardado', list: { kind: 'PRICES', prices: 1, inEffect: true } });
  // Read once at list prices, so that the cached copies must be told apart from the groups' below.
  await pricesSeenBy(buyers.mayorista.headers);
  expect(await moveTo(buyers.mayorista.id, groups.mayorista)).toBe('Comercial grupos 0 ahora compra con los precios de «Mayorista prueba»');
  await moveTo(buyers.cadena.id, groups.cadena);
});
afterAll(() => store?.close());

describe('price groups', () => {
  it("each distributor sees its own group's prices on the product's page, its card and the suggestions; a visitor sees none", async () => {
    // $20.00 list; Mayorista 10 % off: $18.00; Cadena's own price $15.50.
    const expected = { mayorista: 18, cadena: 15.5, lista: 20 };
    for (const [key, price] of Object.entries(expected)) {
      const seen = await pricesSeenBy(buyers[key as keyof typeof buyers].headers);
      expect(seen, key).toEqual({ page: price, variant: price, card: price, cardVariant: price, suggestion: price });
    }
    expect(await pricesSeenBy({})).toEqual({ page: null, variant: null, card: null, cardVariant: null, suggestion: null });
    // A variant the CSV did not name keeps the list price for Cadena; Mayorista's percent applies to every variant.
    const otherPrice = async (headers: Record<string, string>) =>
      (await call(store.app, endpoints.catalog.product, { params: { id: other.productId }, headers })).json().product.productInfo.price;
    expect([await otherPrice(buyers.cadena.headers), await otherPrice(buyers.mayorista.headers)]).toEqual([10, 9]);
  });

  it("the cart, the quick order, the order and the price list file are at the group's prices", async () => {
    const { headers, id } = buyers.mayorista;
    const added = await call(store.app, endpoints.cart.add, { headers, payload: { prodvarid: product.variantId, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(201);
    const cart = (await call(store.app, endpoints.cart.get, { headers })).json().userCart;
    // One box of 12 at $18.00 a pair.
    expect(cart.cartdetail[0]).toMatchObject({ line_total: 216, cart_product: { price: 18 } });
    expect(cart.summary.total).toBe(216);

    const review = await call(store.app, endpoints.buying.quickOrderReview, { headers, payload: { text: `${product.code} 2` } });
    expect(review.json().lines[0].item).toMatchObject({ unit_price: 18, subtotal: 432 });

    const sale = await call(store.app, endpoints.sales.place, { headers });
    expect(sale.statusCode, sale.body).toBe(201);
    const line = await one<{ price_cents: number; line_total_cents: number }>(
      store,
      sql`select d.price_cents, d.line_total_cents from sale_details d join sales s using (saleid) where s.userid = ${id} and d.prodvarid = ${product.variantId}`,
    );
    expect(line).toEqual({ price_cents: 1800, line_total_cents: 21_600 });

    const file = await call(store.app, endpoints.documents.priceList, { params: { format: 'xlsx' }, headers: buyers.cadena.headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const row = (code: string) => {
      let found: unknown[] = [];
      book.getWorksheet('Lista de precios')!.eachRow((r) => {
        if (r.getCell(2).value === code) found = (r.values as unknown[]).slice(1);
      });
      return found;
    };
    // Cadena's $15.50 a pair, $186.00 the box of 12; the other product at its list price.
    expect(row(product.code).slice(6)).toEqual([15.5, undefined, 186]);
    expect(row(other.code).slice(6)).toEqual([10, undefined, 120]);
    const listFile = await call(store.app, endpoints.documents.priceList, { params: { format: 'xlsx' }, headers: buyers.lista.headers });
    const listBook = new ExcelJS.Workbook();
    await listBook.xlsx.load(listFile.rawPayload as unknown as ArrayBuffer);
    let listPrice: unknown;
    listBook.getWorksheet('Lista de precios')!.eachRow((r) => {
      if (r.getCell(2).value === product.code) listPrice = r.getCell(7).value;
    });
    expect(listPrice).toBe(20);
  });

  it('a list applies only within its window of store days, and a change of list is seen at once', async () => {
    const group = await createGroup('Temporada prueba');
    const [buyer] = await createDistributors(store.database.db, 1, 'temporada');
    const headers = bearer(await login(store.app, buyer.email, FIXTURE_PASSWORD));
    await moveTo(buyer.id, group);
    const later = await asAdmin(adminEndpoints.priceGroups.addList, {
      params: { id: group },
      payload: {
        kind: 'PERCENT',
        percent: 25,
        validFrom: day(1),
        validUntil: day(30),
      },
    });
    expect(later.json().list).toMatchObject({ inEffect: false, validFrom: day(1), validUntil: day(30) });
    expect((await pricesSeenBy(headers)).page).toBe(20);

    const now = await asAdmin(adminEndpoints.priceGroups.addList, {
      params: { id: group },
      payload: {
        kind: 'PERCENT',
        percent: 5,
        validFrom: day(-3),
        validUntil: day(0),
      },
    });
    expect(now.statusCode, now.body).toBe(201);
    expect((await pricesSeenBy(headers)).page).toBe(19);

    const edited = await asAdmin(adminEndpoints.priceLists.update, {
      params: { id: now.json().list.listid },
      payload: {
        kind: 'PERCENT',
        percent: 50,
        validFrom: day(-3),
        validUntil: day(0),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await pricesSeenBy(headers)).toMatchObject({ page: 10, card: 10, suggestion: 10 });

    expect((await asAdmin(adminEndpoints.priceLists.remove, { params: { id: now.json().list.listid } })).statusCode).toBe(200);
    expect((await pricesSeenBy(headers)).page).toBe(20);
  });

  it("a PRICES list's prices imported again are on the next page its group reads", async () => {
    const list = (await asAdmin(adminEndpoints.priceGroups.list))
      .json()
      .groups.find((g: { groupid: number }) => g.groupid === groups.cadena).lists[0].listid;
    const again = await asAdmin(adminEndpoints.priceLists.importPrices, {
      params: { id: list },
      payload: { csv: `codigo,precio\n${product.code},14\n${other.code},8.25` },
    });
    expect(again.json().msg).toBe('2 precios guardados');
    expect(await pricesSeenBy(buyers.cadena.headers)).toEqual({ page: 14, variant: 14, card: 14, cardVariant: 14, suggestion: 14 });
    expect(
      (await call(store.app, endpoints.catalog.product, { params: { id: other.productId }, headers: buyers.cadena.headers })).json().product
        .productInfo.price,
    ).toBe(8.25);
    await asAdmin(adminEndpoints.priceLists.importPrices, {
      params: { id: list },
      payload: { csv: `codigo,precio\n${product.code},15.50` },
    });
    expect((await pricesSeenBy(buyers.cadena.headers)).page).toBe(15.5);
  });

  it('moving a distributor to another group changes its prices on its next request', async () => {
    const { headers, id } = buyers.lista;
    expect(await moveTo(id, groups.mayorista)).toContain('Mayorista prueba');
    expect((await pricesSeenBy(headers)).page).toBe(18);
    expect(await moveTo(id, null)).toBe('Comercial grupos 2 ahora compra con los precios de lista');
    expect((await pricesSeenBy(headers)).page).toBe(20);
  });

  it('a new distributor joins the default group', async () => {
    const marked = await asAdmin(adminEndpoints.priceGroups.update, {
      params: { id: groups.mayorista },
      payload: { name: 'Mayorista prueba', isDefault: true },
    });
    expect(marked.json().group).toMatchObject({ isDefault: true });
    const defaults = await all<{ name: string }>(store, sql`select name from price_groups where is_default`);
    expect(defaults).toEqual([{ name: 'Mayorista prueba' }]);
    const fields = {
      ci: cedula(777_001),
      company_name: 'Calzado Nuevo',
      name: 'Rosa',
      lastname: 'Guamán',
      email: 'nuevo-grupo@example.com',
      province: 'Azuay',
      city: 'Cuenca',
      address: 'Calle Larga 1-10',
      phone: '0998765432',
      phone2: '',
      base_phone: '072845123',
      password: 'secreto1',
      confirmPassword: 'secreto1',
    };
    const form = multipart(fields, [{ field: 'file1', filename: 'ruc.pdf', data: tinyPdf() }]);
    const res = await call(store.app, endpoints.auth.register, form);
    expect(res.statusCode, res.body).toBe(201);
    const saved = await one<{ groupid: number }>(
      store,
      sql`select groupid from companies c join users u using (companyid) where u.email = 'nuevo-grupo@example.com'`,
    );
    expect(saved.groupid).toBe(groups.mayorista);
    const listed = (await asAdmin(adminEndpoints.priceGroups.list))
      .json()
      .groups.find((g: { groupid: number }) => g.groupid === groups.mayorista);
    expect(listed).toMatchObject({ isDefault: true, lists: [{ kind: 'PERCENT', percent: 10, inEffect: true }] });
  });
});

describe('what bad input gets', () => {
  it('refuses overlapping windows in one group, a percent out of range and a window that ends before it starts', async () => {
    const group = await createGroup('Ventanas prueba');
    const first = await asAdmin(adminEndpoints.priceGroups.addList, {
      params: { id: group },
      payload: {
        kind: 'PERCENT',
        percent: 10,
        validFrom: '2030-12-01',
        validUntil: '2030-12-31',
      },
    });
    expect(first.statusCode).toBe(201);
    const cases: [object, number, string][] = [
      [{ kind: 'PERCENT', percent: 5, validFrom: '2030-12-31' }, 409, ADMIN_MSG.priceListOverlap('del 2030-12-01 al 2030-12-31')],
      [{ kind: 'PRICES', validUntil: '2030-12-01' }, 409, ADMIN_MSG.priceListOverlap('del 2030-12-01 al 2030-12-31')],
      [{ kind: 'PERCENT', percent: 0 }, 400, ADMIN_MSG.priceListPercentRange],
      [{ kind: 'PERCENT', percent: -5 }, 400, ADMIN_MSG.priceListPercentRange],
      [{ kind: 'PERCENT', percent: 95 }, 400, ADMIN_MSG.priceListPercentRange],
      [{ kind: 'PERCENT' }, 400, ADMIN_MSG.priceListPercentRange],
      [{ kind: 'GRATIS' }, 400, ADMIN_MSG.priceListKindInvalid],
      [{ kind: 'PERCENT', percent: 5, validFrom: '2031-02-10', validUntil: '2031-02-01' }, 400, ADMIN_MSG.priceListWindow],
      [{ kind: 'PERCENT', percent: 5, validFrom: '2031-02-30' }, 400, ADMIN_MSG.priceListDateInvalid],
    ];
    for (const [payload, status, msg] of cases) {
      const res = await asAdmin(adminEndpoints.priceGroups.addList, { params: { id: group }, payload });
      expect([res.statusCode, res.json().msg], JSON.stringify(payload)).toEqual([status, msg]);
    }
    // The day after the window is free.
    expect(
      (
        await asAdmin(adminEndpoints.priceGroups.addList, {
          params: { id: group },
          payload: { kind: 'PERCENT', percent: 5, validFrom: '2031-01-01' },
        })
      ).statusCode,
    ).toBe(201);
    const saved = await all(store, sql`select listid from price_lists where groupid = ${group}`);
    expect(saved).toHaveLength(2);
  });

  it('two overlapping lists saved at once: one is created, the other refused', async () => {
    const group = await createGroup('Carrera prueba');
    const answers = await Promise.all(
      [10, 20].map((percent) =>
        asAdmin(adminEndpoints.priceGroups.addList, { params: { id: group }, payload: { kind: 'PERCENT', percent } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await all(store, sql`select listid from price_lists where groupid = ${group}`)).toHaveLength(1);
  });

  it('a CSV with a price of 0, a negative or unknown price or code changes nothing and names the line', async () => {
    const group = await createGroup('CSV prueba');
    const list = (await asAdmin(adminEndpoints.priceGroups.addList, { params: { id: group }, payload: { kind: 'PRICES' } })).json().list
      .listid;
    const good = await asAdmin(adminEndpoints.priceLists.importPrices, {
      params: { id: list },
      payload: { csv: `codigo;precio\n"${product.code}";"12,40"` },
    });
    expect(good.statusCode, good.body).toBe(200);
    const cases: [string, string][] = [
      [`codigo,precio\n${product.code},0`, ADMIN_MSG.priceCsvPrice(2)],
      [`codigo,precio\n${other.code},5\n${product.code},-3`, ADMIN_MSG.priceCsvPrice(3)],
      [`codigo,precio\n${product.code},abc`, ADMIN_MSG.priceCsvPrice(2)],
      [`codigo,precio\nNO-EXISTE,5`, ADMIN_MSG.priceCsvUnknownCode(2, 'NO-EXISTE')],
      [`codigo,precio\n${product.code},5\n${product.code},6`, ADMIN_MSG.priceCsvRepeatedCode(3, product.code)],
      [`producto,valor\n${product.code},5`, ADMIN_MSG.priceCsvHeader],
      ['codigo,precio\n', ADMIN_MSG.priceCsvEmpty],
      [`codigo,precio\n${product.code}`, ADMIN_MSG.priceCsvColumns(2)],
    ];
    for (const [csv, msg] of cases) {
      const res = await asAdmin(adminEndpoints.priceLists.importPrices, { params: { id: list }, payload: { csv } });
      expect([res.statusCode, res.json().msg], csv).toEqual([400, msg]);
    }
    const prices = (await asAdmin(adminEndpoints.priceLists.prices, { params: { id: list } })).json().prices;
    expect(prices).toEqual([expect.objectContaining({ code: product.code, listPrice: 20, price: 12.4 })]);
    // A percent list has no prices of its own.
    const percent = (
      await asAdmin(adminEndpoints.priceGroups.addList, {
        params: { id: await createGroup('Sin precios') },
        payload: { kind: 'PERCENT', percent: 3 },
      })
    ).json().list;
    const refused = await asAdmin(adminEndpoints.priceLists.importPrices, {
      params: { id: percent.listid },
      payload: { csv: `codigo,precio\n${product.code},5` },
    });
    expect([refused.statusCode, refused.json().msg]).toEqual([400, ADMIN_MSG.priceListNotPrices]);
  });

  it('a group name taken, a group with distributors or the default one cannot be deleted, an unknown group', async () => {
    const taken = await asAdmin(adminEndpoints.priceGroups.create, { payload: { name: 'Cadena prueba' } });
    expect([taken.statusCode, taken.json().msg]).toEqual([409, ADMIN_MSG.priceGroupTaken('Cadena prueba')]);
    const blank = await asAdmin(adminEndpoints.priceGroups.create, { payload: { name: '  ' } });
    expect([blank.statusCode, blank.json().msg]).toEqual([400, ADMIN_MSG.priceGroupNameRequired]);
    const inUse = await asAdmin(adminEndpoints.priceGroups.remove, { params: { id: groups.cadena } });
    expect([inUse.statusCode, inUse.json().msg]).toEqual([409, ADMIN_MSG.priceGroupHasDistributors('Cadena prueba', 1)]);
    const unknown = await asAdmin(adminEndpoints.priceGroups.setDistributorGroup, {
      params: { id: buyers.cadena.id },
      payload: { groupid: 999_999 },
    });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([400, ADMIN_MSG.priceGroupNotFound]);
    const empty = await createGroup('Vacío prueba');
    expect((await asAdmin(adminEndpoints.priceGroups.remove, { params: { id: empty } })).json().msg).toBe(
      ADMIN_MSG.priceGroupDeleted('Vacío prueba'),
    );
  });

  it('a distributor cannot read or write price groups', async () => {
    const { headers } = buyers.cadena;
    const payload = { name: 'X', groupid: null };
    for (const res of [
      await call(store.app, adminEndpoints.priceGroups.list, { headers }),
      await call(store.app, adminEndpoints.priceGroups.create, { headers, payload }),
      await call(store.app, adminEndpoints.priceGroups.setDistributorGroup, { params: { id: buyers.cadena.id }, headers, payload }),
    ]) {
      expect(res.statusCode, res.raw.req.url).toBe(403);
    }
  });
});
