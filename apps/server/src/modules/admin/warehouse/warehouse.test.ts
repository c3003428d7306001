import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { createProduct } from '../../../test/fixtures.ts';
import { call, caller, createTestStore, login, loginAdmin, one, placeOneBoxOrder, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let admin: string;
let bodega: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await loginAdmin(store.app);
  bodega = await login(store.app, DEMO_ACCOUNTS.warehouse.email, DEMO_ACCOUNTS.warehouse.password);
});
afterAll(() => store?.close());

const asBodega = caller(() => ({ app: store.app, token: bodega }));

/** Every key of a JSON answer, however deep. */
const keysOf = (v: unknown): string[] =>
  v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [...(Array.isArray(v) ? [] : [k]), ...keysOf(x)]) : [];

describe('the warehouse (Bodega)', () => {
  it('sees the approved orders to prepare, without a price, and moves them forward only', async () => {
    const buyer = await login(store.app, DEMO_ACCOUNTS.distributor2.email, DEMO_ACCOUNTS.distributor2.password);
    const orderId = await placeOneBoxOrder(store, buyer, 3990);
    // not approved yet: not the warehouse's
    expect((await asBodega(adminEndpoints.fulfilment.get, { params: { id: orderId } })).statusCode).toBe(404);
    await call(store.app, adminEndpoints.orders.move, { params: { id: orderId }, token: admin, payload: { status: 'APPROVED' } });

    const list = await asBodega(adminEndpoints.fulfilment.list, { query: { status: 'APPROVED' } });
    expect(list.statusCode).toBe(200);
    const listed = list.json().orders.find((o: { saleid: number }) => o.saleid === orderId);
    // one box of 12 pairs, counted as pairs
    expect(listed.unit_totals).toEqual({ PAIR: 12, UNIT: 0 });
    const detail = await asBodega(adminEndpoints.fulfilment.get, { params: { id: orderId } });
    expect(detail.json()).toMatchObject({
      ok: true,
      order: { saleid: orderId, status: 'APPROVED', next: 'TO_DELIVER', ship: { companyName: 'Deportes La Mitad' } },
    });
    for (const answer of [list.json(), detail.json()]) {
      expect(keysOf(answer).filter((k) => /cents|price|discount|^ci$/i.test(k))).toEqual([]);
      expect(JSON.stringify(answer)).not.toMatch(/3990|39\.90|44\.8/);
    }

    const cancel = await asBodega(adminEndpoints.fulfilment.move, {
      params: { id: orderId },
      payload: {
        status: 'CANCELED',
        reason: 'Pedido duplicado',
      },
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().msg).toBe(ADMIN_MSG.fulfilmentMoveRefused);
    const skip = await asBodega(adminEndpoints.fulfilment.move, { params: { id: orderId }, payload: { status: 'DELIVERED' } });
    expect(skip.statusCode).toBe(409);
    const moved = await asBodega(adminEndpoints.fulfilment.move, { params: { id: orderId }, payload: { status: 'TO_DELIVER' } });
    expect(moved.json()).toMatchObject({ ok: true, order: { status: 'TO_DELIVER', next: 'DELIVERING' } });
    const trip = await asBodega(adminEndpoints.fulfilment.move, {
      params: { id: orderId },
      payload: {
        status: 'DELIVERING',
        carrier: 'Servientrega',
        trackingNumber: 'SE-1',
      },
    });
    expect(trip.json().order).toMatchObject({ status: 'DELIVERING', carrier: 'Servientrega', trackingNumber: 'SE-1' });
    const row = await one<{ status: string }>(store, sql`select status from sales where saleid = ${orderId}`);
    expect(row.status).toBe('DELIVERING');
  });

  it('marks the picking list’s pre-sale lines and an order whose receipt was rejected', async () => {
    const buyer = await login(store.app, DEMO_ACCOUNTS.distributor2.email, DEMO_ACCOUNTS.distributor2.password);
    const preSale = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20, preventa: true, name: 'Botín Preventa' });
    const add = await call(store.app, endpoints.cart.add, { token: buyer, payload: { prodvarid: preSale.variantId, quantity: 1 } });
    expect(add.statusCode, add.body).toBe(201);
    const orderId = await placeOneBoxOrder(store, buyer, 500);
    await call(store.app, adminEndpoints.orders.move, { params: { id: orderId }, token: admin, payload: { status: 'APPROVED' } });

    const before = (await asBodega(adminEndpoints.fulfilment.get, { params: { id: orderId } })).json().order;
    expect(before.receiptRejected).toBe(false);
    expect(before.lines.map((l: { productName: string; preventa: boolean }) => [l.productName, l.preventa])).toContainEqual([
      'Botín Preventa',
      true,
    ]);
    expect(before.lines.filter((l: { preventa: boolean }) => !l.preventa)).toHaveLength(1);

    await store.database.db.execute(sql`update sales set payment_status = 'REJECTED' where saleid = ${orderId}`);
    expect((await asBodega(adminEndpoints.fulfilment.get, { params: { id: orderId } })).json().order.receiptRejected).toBe(true);
    const list = (await asBodega(adminEndpoints.fulfilment.list, { query: { q: orderId } })).json().orders;
    expect(list.find((o: { saleid: number }) => o.saleid === orderId).receiptRejected).toBe(true);
  });

  it("counts stock under the variant card's rule: a count begun before a sale is refused, and kept in the history", async () => {
    const p = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '38': 6, '40': 12 }, name: 'Botín de Bodega' });
    const list = await asBodega(adminEndpoints.stock.list, { query: { q: 'botin de bodega' } });
    const [variant] = list.json().variants;
    expect(variant).toMatchObject({
      productName: 'Botín de Bodega',
      rows: [
        { sizeName: '38', quantity: 6 },
        { sizeName: '40', quantity: 12 },
      ],
    });
    expect(keysOf(list.json()).filter((k) => /cents|price/i.test(k))).toEqual([]);
    const size38 = variant.rows[0].sizeid;
    // a code finds its own variant only, not its product's others
    const demo = await one<{ prodvarid: number; code: string }>(
      store,
      sql`select prodvarid, code from product_variants where productid = (select productid from product_variants group by productid having count(*) > 2 order by productid limit 1) order by prodvarid limit 1`,
    );
    const byCode = await asBodega(adminEndpoints.stock.list, { query: { q: demo.code.toLowerCase() } });
    expect(byCode.json().variants.map((v: { variantId: number }) => v.variantId)).toEqual([demo.prodvarid]);

    const empty = await asBodega(adminEndpoints.stock.set, { params: { id: p.variantId }, payload: { stock: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(ADMIN_MSG.stockNothingToSave);

    const stale = await asBodega(adminEndpoints.stock.set, {
      params: { id: p.variantId },
      payload: { stock: [{ sizeid: size38, expected: 5, quantity: 8 }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(ADMIN_MSG.adminStockChanged('la talla 38', 6));

    const saved = await asBodega(adminEndpoints.stock.set, {
      params: { id: p.variantId },
      payload: { stock: [{ sizeid: size38, expected: 6, quantity: 8 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().variant.rows[0]).toEqual({ sizeid: size38, sizeName: '38', quantity: 8 });

    const history = await call(store.app, adminEndpoints.history.list, {
      query: { entity: 'product', entityId: p.productId },
      token: admin,
    });
    expect(history.json().items[0]).toMatchObject({
      actor: { email: DEMO_ACCOUNTS.warehouse.email },
      action: 'Contó el stock',
      changes: [{ field: 'Stock talla 38', before: 6, after: 8 }],
    });
  });
});
