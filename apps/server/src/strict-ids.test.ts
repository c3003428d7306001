import { MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from './test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, one, type TestStore } from './test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

/** The ways of writing n that used to read as n (or as an id at all), and must not any more. */
const malformed = (n: number) => [
  `0x${n.toString(16)}`,
  `0b${n.toString(2)}`,
  `${n}e0`,
  `${n}.0`,
  `+${n}`,
  `0${n}`,
  ` ${n}`,
  '-1',
  '0',
  '2147483648',
];

/** Every malformed form of the id, sent by `send`, gets a 400 with the Spanish message; the plain one gets `ok`. */
async function expectStrict(send: (id: string) => ReturnType<typeof call>, id: number, ok: number) {
  for (const form of malformed(id)) {
    const res = await send(form);
    expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}`).toBe(400);
    expect(res.json(), `${res.raw.req.method} ${res.raw.req.url}`).toMatchObject({ ok: false, msg: MSG.idInvalid });
  }
  const res = await send(String(id));
  expect(res.statusCode, res.body).toBe(ok);
  return res;
}

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'ids');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}

describe('ids in paths and queries are positive decimal integers, nothing else', () => {
  it('the literal forms of 1 are refused where 1 is a product', async () => {
    const first = await one<{ id: number }>(store, sql`select min(productid)::int as id from products where active`);
    expect(first.id).toBe(1);
    for (const form of ['0x1', '0b1', '1e0', '1.0', '+1', '01', ' 1', '-1', '0', '2147483648']) {
      const res = await call(store.app, endpoints.catalog.product, { params: { id: form } });
      expect(res.statusCode, form).toBe(400);
      expect(res.json().msg, form).toBe('El identificador no es válido');
    }
    expect((await call(store.app, endpoints.catalog.product, { params: { id: 1 } })).json().product.productInfo.productid).toBe(1);
  });

  it('public: product detail by path, the store front filtered by brand in the query', async () => {
    const p = await one<{ productid: number; brandid: number }>(
      store,
      sql`select productid, brandid from products where active and not preventa order by productid desc limit 1`,
    );
    const detail = await expectStrict((id) => call(store.app, endpoints.catalog.product, { params: { id } }), p.productid, 200);
    expect(detail.json().product.productInfo.productid).toBe(p.productid);

    const front = await expectStrict(
      (brandid) => call(store.app, endpoints.catalog.storeFront, { query: { brandid, size: 100 } }),
      p.brandid,
      200,
    );
    const brands = front.json().products.map((c: { marca: { brandid: number } }) => c.marca.brandid);
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set([p.brandid]));
    // Every other filter of the store front reads its id the same way.
    for (const key of ['categories', 'genderid', 'materials', 'typeid', 'technologies', 'uses', 'colorid'] as const) {
      const res = await call(store.app, endpoints.catalog.storeFront, { query: { [key]: '0x1' } });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().msg, key).toBe(MSG.idInvalid);
    }
  });

  it('distributor: a cart line and an order are not reached through another spelling of their id', async () => {
    const dist = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50 });
    expect(
      (await call(store.app, endpoints.cart.add, { token: dist.token, payload: { prodvarid: p.variantId, quantity: 6 } })).statusCode,
    ).toBe(201);
    const sale = await call(store.app, endpoints.sales.place, { token: dist.token });
    expect(sale.statusCode, sale.body).toBe(201);
    const saleid = sale.json().saleid as number;
    const mine = await expectStrict((id) => call(store.app, endpoints.sales.detail, { params: { id }, token: dist.token }), saleid, 200);
    expect(mine.json().userSale.saleid).toBe(saleid);

    expect(
      (await call(store.app, endpoints.cart.add, { token: dist.token, payload: { prodvarid: p.variantId, quantity: 6 } })).statusCode,
    ).toBe(201);
    const line = await one<{ id: number }>(
      store,
      sql`select d.cartdetailid as id from cart_details d join carts c using (cartid) where c.userid = ${dist.id}`,
    );
    const lines = async () =>
      (await one<{ n: number }>(store, sql`select count(*)::int as n from cart_details where cartdetailid = ${line.id}`)).n;
    for (const form of malformed(line.id)) {
      const res = await call(store.app, endpoints.cart.remove, { params: { id: form }, token: dist.token });
      expect(res.statusCode, form).toBe(400);
      expect(res.json().msg, form).toBe(MSG.idInvalid);
      expect(await lines(), form).toBe(1);
    }
    expect((await call(store.app, endpoints.cart.remove, { params: { id: line.id }, token: dist.token })).statusCode).toBe(200);
    expect(await lines()).toBe(0);
  });

  it('distributor: ids in a JSON body are whole numbers, or text written as one', async () => {
    const dist = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50 });
    for (const prodvarid of [
      1.5,
      -1,
      0,
      2147483648,
      true,
      `0x${p.variantId.toString(16)}`,
      `${p.variantId}.0`,
      `0${p.variantId}`,
      ` ${p.variantId}`,
    ]) {
      const res = await call(store.app, endpoints.cart.add, { token: dist.token, payload: { prodvarid, quantity: 6 } });
      expect(res.statusCode, String(prodvarid)).toBe(400);
      expect(res.json().msg, String(prodvarid)).toBe(MSG.variantNotFound);
    }
    const cart = async () => (await call(store.app, endpoints.cart.get, { token: dist.token })).json().userCart.cartdetail;
    expect(await cart()).toEqual([]);
    expect(
      (await call(store.app, endpoints.cart.add, { token: dist.token, payload: { prodvarid: String(p.variantId), quantity: 6 } }))
        .statusCode,
    ).toBe(201);
    expect((await cart()).map((l: { cart_product: { prodvarid: number } }) => l.cart_product.prodvarid)).toEqual([p.variantId]);
  });

  it('admin: deletes only through the plain id', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES' });
    const exists = async () =>
      (await one<{ n: number }>(store, sql`select count(*)::int as n from products where productid = ${p.productId}`)).n;
    await expectStrict((id) => call(store.app, adminEndpoints.products.get, { params: { id }, token: adminToken }), p.productId, 200);
    for (const form of malformed(p.productId)) {
      const res = await call(store.app, adminEndpoints.products.remove, { params: { id: form }, token: adminToken });
      expect(res.statusCode, form).toBe(400);
      expect(res.json().msg, form).toBe(MSG.idInvalid);
    }
    expect(await exists()).toBe(1);
    expect((await call(store.app, adminEndpoints.products.remove, { params: { id: p.productId }, token: adminToken })).statusCode).toBe(
      200,
    );
    expect(await exists()).toBe(0);

    const code = await call(store.app, adminEndpoints.discountCodes.create, {
      token: adminToken,
      payload: { code: 'IDS-ESTRICTOS', percent: 5 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const codeId = code.json().discountCode.discountcodeid as number;
    await expectStrict((id) => call(store.app, adminEndpoints.discountCodes.remove, { params: { id }, token: adminToken }), codeId, 200);
    expect((await one<{ n: number }>(store, sql`select count(*)::int as n from discount_codes where discountcodeid = ${codeId}`)).n).toBe(
      0,
    );
  });

  it('admin: an order, a distributor document and the products list filtered by brand', async () => {
    const dist = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50 });
    await call(store.app, endpoints.cart.add, { token: dist.token, payload: { prodvarid: p.variantId, quantity: 6 } });
    const saleid = (await call(store.app, endpoints.sales.place, { token: dist.token })).json().saleid as number;
    const order = await expectStrict(
      (id) => call(store.app, adminEndpoints.orders.get, { params: { id }, token: adminToken }),
      saleid,
      200,
    );
    expect(order.json().order.saleid).toBe(saleid);

    const doc = await one<{ userid: number; documentid: number }>(
      store,
      sql`select companyid as userid, documentid from user_documents order by documentid limit 1`,
    );
    const document = (id: string | number, documentId: string | number) =>
      call(store.app, adminEndpoints.distributors.document, { params: { id, documentId }, token: adminToken });
    await expectStrict((id) => document(id, doc.documentid), doc.userid, 200);
    await expectStrict((id) => document(doc.userid, id), doc.documentid, 200);

    const brand = await one<{ brandid: number }>(store, sql`select brandid from products where productid = ${p.productId}`);
    const list = await expectStrict(
      (brandid) => call(store.app, adminEndpoints.products.list, { query: { brandid, size: 100 }, token: adminToken }),
      brand.brandid,
      200,
    );
    expect(list.json().products.length).toBeGreaterThan(0);
  });

  it('a non-admin is still refused before the id is read', async () => {
    const dist = await newDistributor();
    expect((await call(store.app, adminEndpoints.products.remove, { params: { id: '0x1' }, token: dist.token })).statusCode).toBe(403);
    expect((await call(store.app, adminEndpoints.products.remove, { params: { id: '0x1' } })).statusCode).toBe(401);
  });
});
