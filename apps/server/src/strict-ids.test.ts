import { MSG } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from './test/fixtures.ts';
import { bearer, createTestStore, login, loginAdmin, one, type TestStore } from './test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, token?: string, payload?: object) =>
  store.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

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

/** Every malformed form of the id gets a 400 with the Spanish message; the plain one gets `ok`. */
async function expectStrict(method: Method, url: (id: string) => string, id: number, token: string | undefined, ok: number) {
  for (const form of malformed(id)) {
    const res = await inject(method, url(encodeURIComponent(form)), token);
    expect(res.statusCode, `${method} ${url(form)}`).toBe(400);
    expect(res.json(), `${method} ${url(form)}`).toMatchObject({ ok: false, msg: MSG.idInvalid });
  }
  const res = await inject(method, url(String(id)), token);
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
      const res = await inject('GET', `/api/product/get_by_id/${encodeURIComponent(form)}`);
      expect(res.statusCode, form).toBe(400);
      expect(res.json().msg, form).toBe('El identificador no es válido');
    }
    expect((await inject('GET', '/api/product/get_by_id/1')).json().product.productInfo.productid).toBe(1);
  });

  it('public: product detail by path, the store front filtered by brand in the query', async () => {
    const p = await one<{ productid: number; brandid: number }>(
      store,
      sql`select productid, brandid from products where active and not preventa order by productid desc limit 1`,
    );
    const detail = await expectStrict('GET', (id) => `/api/product/get_by_id/${id}`, p.productid, undefined, 200);
    expect(detail.json().product.productInfo.productid).toBe(p.productid);

    const front = await expectStrict('GET', (id) => `/api/product/get_all_store_front?brandid=${id}&size=100`, p.brandid, undefined, 200);
    const brands = front.json().products.map((c: { marca: { brandid: number } }) => c.marca.brandid);
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set([p.brandid]));
    // Every other filter of the store front reads its id the same way.
    for (const key of ['categories', 'genderid', 'materials', 'typeid', 'technologies', 'uses', 'colorid']) {
      const res = await inject('GET', `/api/product/get_all_store_front?${key}=0x1`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().msg, key).toBe(MSG.idInvalid);
    }
  });

  it('distributor: a cart line and an order are not reached through another spelling of their id', async () => {
    const dist = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50 });
    expect((await inject('POST', '/api/shopping_cart/add_product', dist.token, { prodvarid: p.variantId, quantity: 6 })).statusCode).toBe(
      201,
    );
    const sale = await inject('POST', '/api/sale/make_sale', dist.token);
    expect(sale.statusCode, sale.body).toBe(201);
    const saleid = sale.json().saleid as number;
    const mine = await expectStrict('GET', (id) => `/api/sale/my_sale_detail/${id}`, saleid, dist.token, 200);
    expect(mine.json().userSale.saleid).toBe(saleid);

    expect((await inject('POST', '/api/shopping_cart/add_product', dist.token, { prodvarid: p.variantId, quantity: 6 })).statusCode).toBe(
      201,
    );
    const line = await one<{ id: number }>(
      store,
      sql`select d.cartdetailid as id from cart_details d join carts c using (cartid) where c.userid = ${dist.id}`,
    );
    const lines = async () =>
      (await one<{ n: number }>(store, sql`select count(*)::int as n from cart_details where cartdetailid = ${line.id}`)).n;
    for (const form of malformed(line.id)) {
      const res = await inject('DELETE', `/api/shopping_cart/delete_of_cart/${encodeURIComponent(form)}`, dist.token);
      expect(res.statusCode, form).toBe(400);
      expect(res.json().msg, form).toBe(MSG.idInvalid);
      expect(await lines(), form).toBe(1);
    }
    expect((await inject('DELETE', `/api/shopping_cart/delete_of_cart/${line.id}`, dist.token)).statusCode).toBe(200);
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
      const res = await inject('POST', '/api/shopping_cart/add_product', dist.token, { prodvarid, quantity: 6 });
      expect(res.statusCode, String(prodvarid)).toBe(400);
      expect(res.json().msg, String(prodvarid)).toBe(MSG.variantNotFound);
    }
    const cart = async () => (await inject('GET', '/api/shopping_cart/my_cart', dist.token)).json().userCart.cartdetail;
    expect(await cart()).toEqual([]);
    expect(
      (await inject('POST', '/api/shopping_cart/add_product', dist.token, { prodvarid: String(p.variantId), quantity: 6 })).statusCode,
    ).toBe(201);
    expect((await cart()).map((l: { cart_product: { prodvarid: number } }) => l.cart_product.prodvarid)).toEqual([p.variantId]);
  });

  it('admin: deletes only through the plain id', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES' });
    const exists = async () =>
      (await one<{ n: number }>(store, sql`select count(*)::int as n from products where productid = ${p.productId}`)).n;
    await expectStrict('GET', (id) => `/api/admin/products/${id}`, p.productId, adminToken, 200);
    for (const form of malformed(p.productId)) {
      const res = await inject('DELETE', `/api/admin/products/${encodeURIComponent(form)}`, adminToken);
      expect(res.statusCode, form).toBe(400);
      expect(res.json().msg, form).toBe(MSG.idInvalid);
    }
    expect(await exists()).toBe(1);
    expect((await inject('DELETE', `/api/admin/products/${p.productId}`, adminToken)).statusCode).toBe(200);
    expect(await exists()).toBe(0);

    const code = await inject('POST', '/api/admin/discount-codes', adminToken, { code: 'IDS-ESTRICTOS', percent: 5 });
    expect(code.statusCode, code.body).toBe(201);
    const codeId = code.json().discountCode.discountcodeid as number;
    await expectStrict('DELETE', (id) => `/api/admin/discount-codes/${id}`, codeId, adminToken, 200);
    expect((await one<{ n: number }>(store, sql`select count(*)::int as n from discount_codes where discountcodeid = ${codeId}`)).n).toBe(
      0,
    );
  });

  it('admin: an order, a distributor document and the products list filtered by brand', async () => {
    const dist = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50 });
    await inject('POST', '/api/shopping_cart/add_product', dist.token, { prodvarid: p.variantId, quantity: 6 });
    const saleid = (await inject('POST', '/api/sale/make_sale', dist.token)).json().saleid as number;
    const order = await expectStrict('GET', (id) => `/api/admin/orders/${id}`, saleid, adminToken, 200);
    expect(order.json().order.saleid).toBe(saleid);

    const doc = await one<{ userid: number; documentid: number }>(
      store,
      sql`select userid, documentid from user_documents order by documentid limit 1`,
    );
    await expectStrict('GET', (id) => `/api/admin/distributors/${id}/documents/${doc.documentid}`, doc.userid, adminToken, 200);
    await expectStrict('GET', (id) => `/api/admin/distributors/${doc.userid}/documents/${id}`, doc.documentid, adminToken, 200);

    const brand = await one<{ brandid: number }>(store, sql`select brandid from products where productid = ${p.productId}`);
    const list = await expectStrict('GET', (id) => `/api/admin/products?brandid=${id}&size=100`, brand.brandid, adminToken, 200);
    expect(list.json().products.length).toBeGreaterThan(0);
  });

  it('a non-admin is still refused before the id is read', async () => {
    const dist = await newDistributor();
    expect((await inject('DELETE', '/api/admin/products/0x1', dist.token)).statusCode).toBe(403);
    expect((await inject('DELETE', '/api/admin/products/0x1')).statusCode).toBe(401);
  });
});
