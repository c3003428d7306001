import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'reorder');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}
const reorder = (token: string, id: number) => call(store.app, endpoints.buying.reorder, { params: { id }, token });

/** An order placed through the store: the lines into the cart, then make_sale. */
async function placeOrder(token: string, lines: object[]) {
  expect((await call(store.app, endpoints.buying.addLines, { token, payload: { lines } })).statusCode).toBe(200);
  const res = await call(store.app, endpoints.sales.place, { token });
  expect(res.statusCode).toBe(201);
  const [sale] = await all<{ saleid: number }>(store, sql`select saleid from sales order by saleid desc limit 1`);
  return sale.saleid;
}
const cartRows = (userId: number) =>
  all<{ prodvarid: number; quantity: number }>(
    store,
    sql`select d.prodvarid, d.quantity from cart_details d join carts c on c.cartid = d.cartid where c.userid = ${userId}
        order by d.prodvarid, d.sizeid`,
  );
const setStock = (variantId: number, quantity: number) =>
  store.database.db.execute(sql`update stock set quantity = ${quantity} where prodvarid = ${variantId}`);

describe('Volver a pedir', () => {
  it('puts every line back at today’s prices and says what happened to each, once even if pressed twice', async () => {
    const user = await newDistributor();
    const db = store.database.db;
    const boxes = await createProduct(db, { stockType: 'BOXES', quantity: 20, priceCents: 3000 });
    const units = await createProduct(db, { stockType: 'UNITS', quantity: 40 });
    const sized = await createProduct(db, { stockType: 'SIZES', sizes: { '38': 20, '40': 20 } });
    const soldOut = await createProduct(db, { stockType: 'BOXES', quantity: 10 });
    const offSale = await createProduct(db, { stockType: 'BOXES', quantity: 10 });
    const gone = await createProduct(db, { stockType: 'BOXES', quantity: 10 });
    const saleId = await placeOrder(user.token, [
      { prodvarid: boxes.variantId, quantity: 3 },
      { prodvarid: units.variantId, quantity: 12 },
      { prodvarid: sized.variantId, quantity: 5, sizeid: sized.sizeIds['38'] },
      { prodvarid: sized.variantId, quantity: 4, sizeid: sized.sizeIds['40'] },
      { prodvarid: soldOut.variantId, quantity: 1 },
      { prodvarid: offSale.variantId, quantity: 1 },
      { prodvarid: gone.variantId, quantity: 1 },
    ]);
    // today: a new price, UNITS down to 10 pairs (6 can go), size 40 down to 2, one sold out, one off sale, one deleted
    await db.execute(sql`update product_variants set price_cents = 3500 where prodvarid = ${boxes.variantId}`);
    await setStock(units.variantId, 10);
    await db.execute(sql`update stock set quantity = 2 where prodvarid = ${sized.variantId} and sizeid = ${sized.sizeIds['40']}`);
    await setStock(soldOut.variantId, 0);
    await db.execute(sql`update products set active = false where productid = ${offSale.productId}`);
    await db.execute(sql`delete from product_variants where prodvarid = ${gone.variantId}`);

    const res = await reorder(user.token, saleId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('4 productos agregados al carrito');
    expect(body.added).toBe(4);
    expect(
      body.lines.map((l: { code: string; outcome: string; added: number; msg: string }) => [l.code, l.outcome, l.added, l.msg]),
    ).toEqual([
      [boxes.code, 'added', 3, 'Agregado'],
      [units.code, 'partial', 6, 'Stock insuficiente: se agregaron 6 de 12'],
      [sized.code, 'added', 5, 'Agregado'],
      [sized.code, 'partial', 2, 'Stock insuficiente: se agregaron 2 de 4'],
      [soldOut.code, 'soldOut', 0, 'Agotado'],
      [offSale.code, 'offSale', 0, 'Ya no está a la venta'],
      [gone.code, 'gone', 0, 'Este color o talla ya no existe'],
    ]);
    expect(body.lines[2]).toMatchObject({ size: '38', stocktype: 'SIZES', ordered: 5 });
    expect(await cartRows(user.id)).toEqual([
      { prodvarid: boxes.variantId, quantity: 3 },
      { prodvarid: units.variantId, quantity: 6 },
      { prodvarid: sized.variantId, quantity: 5 },
      { prodvarid: sized.variantId, quantity: 2 },
    ]);
    // the cart prices from today's catalogue
    const cart = (await call(store.app, endpoints.cart.get, { token: user.token })).json();
    expect(cart.userCart.cartdetail[0].cart_product.price).toBe(35);

    const again = (await reorder(user.token, saleId)).json();
    expect(again.msg).toBe('No se agregó ningún producto al carrito');
    expect(again.lines.slice(0, 4).map((l: { outcome: string; msg: string }) => l.msg)).toEqual(Array(4).fill('Ya estaba en el carrito'));
    expect(await cartRows(user.id)).toHaveLength(4);
    expect((await cartRows(user.id))[0].quantity).toBe(3);
  });

  it('tops up a line the cart holds in part, never beyond the order', async () => {
    const user = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20 });
    const saleId = await placeOrder(user.token, [{ prodvarid: boxes.variantId, quantity: 5 }]);
    await call(store.app, endpoints.buying.addLines, {
      token: user.token,
      payload: { lines: [{ prodvarid: boxes.variantId, quantity: 2 }] },
    });
    const res = (await reorder(user.token, saleId)).json();
    expect(res.lines[0]).toMatchObject({ outcome: 'added', added: 3, msg: 'Agregado' });
    expect(await cartRows(user.id)).toEqual([{ prodvarid: boxes.variantId, quantity: 5 }]);
  });

  it('answers 404 for another distributor’s order and for one that does not exist', async () => {
    const owner = await newDistributor();
    const other = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 5 });
    const saleId = await placeOrder(owner.token, [{ prodvarid: p.variantId, quantity: 1 }]);
    const res = await reorder(other.token, saleId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, msg: 'La orden no existe' });
    expect(await cartRows(other.id)).toEqual([]);
    expect((await reorder(other.token, 99999999)).statusCode).toBe(404);
    expect((await call(store.app, endpoints.buying.reorder, { params: { id: saleId } })).statusCode).toBe(401);
  });

  it('shows every outcome on the demo distributor’s oldest order', async () => {
    const { email, password } = DEMO_ACCOUNTS.distributor2;
    const token = await login(store.app, email, password);
    const [oldest] = await all<{ saleid: number }>(
      store,
      sql`select saleid from sales s join users u using (companyid) where u.email = ${email} order by s.saledate limit 1`,
    );
    const body = (await reorder(token, oldest.saleid)).json();
    expect(body.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['added', 'added', 'soldOut', 'partial']);
    expect(body.lines[3].msg).toMatch(/^Stock insuficiente: se agregaron 6 de \d+$/);
  });
});
