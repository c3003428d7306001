import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { createProduct } from '../../../test/fixtures.ts';
import { bearer, createTestStore, login, loginAdmin, one, placeOneBoxOrder, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let admin: string;
let bodega: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await loginAdmin(store.app);
  bodega = await login(store.app, DEMO_ACCOUNTS.warehouse.email, DEMO_ACCOUNTS.warehouse.password);
});
afterAll(() => store?.close());

const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  store.app.inject({ method, url, headers: bearer(token), payload });

/** Every key of a JSON answer, however deep. */
const keysOf = (v: unknown): string[] =>
  v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [...(Array.isArray(v) ? [] : [k]), ...keysOf(x)]) : [];

describe('the warehouse (Bodega)', () => {
  it('sees the approved orders to prepare, without a price, and moves them forward only', async () => {
    const buyer = await login(store.app, DEMO_ACCOUNTS.distributor2.email, DEMO_ACCOUNTS.distributor2.password);
    const orderId = await placeOneBoxOrder(store, buyer, 3990);
    // not approved yet: not the warehouse's
    expect((await call('GET', `/api/admin/fulfilment/${orderId}`, bodega)).statusCode).toBe(404);
    await call('PATCH', `/api/admin/orders/${orderId}/status`, admin, { status: 'APPROVED' });

    const list = await call('GET', '/api/admin/fulfilment?status=APPROVED', bodega);
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { saleid: number }) => o.saleid)).toContain(orderId);
    const detail = await call('GET', `/api/admin/fulfilment/${orderId}`, bodega);
    expect(detail.json()).toMatchObject({
      ok: true,
      order: { saleid: orderId, status: 'APPROVED', next: 'TO_DELIVER', ship: { companyName: 'Deportes La Mitad' } },
    });
    for (const answer of [list.json(), detail.json()]) {
      expect(keysOf(answer).filter((k) => /cents|price|discount|^ci$/i.test(k))).toEqual([]);
      expect(JSON.stringify(answer)).not.toMatch(/3990|39\.90|44\.8/);
    }

    const cancel = await call('PATCH', `/api/admin/fulfilment/${orderId}/status`, bodega, {
      status: 'CANCELED',
      reason: 'Pedido duplicado',
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().msg).toBe(ADMIN_MSG.fulfilmentMoveRefused);
    const skip = await call('PATCH', `/api/admin/fulfilment/${orderId}/status`, bodega, { status: 'DELIVERED' });
    expect(skip.statusCode).toBe(409);
    const moved = await call('PATCH', `/api/admin/fulfilment/${orderId}/status`, bodega, { status: 'TO_DELIVER' });
    expect(moved.json()).toMatchObject({ ok: true, order: { status: 'TO_DELIVER', next: 'DELIVERING' } });
    const trip = await call('PATCH', `/api/admin/fulfilment/${orderId}/status`, bodega, {
      status: 'DELIVERING',
      carrier: 'Servientrega',
      trackingNumber: 'SE-1',
    });
    expect(trip.json().order).toMatchObject({ status: 'DELIVERING', carrier: 'Servientrega', trackingNumber: 'SE-1' });
    const row = await one<{ status: string }>(store, sql`select status from sales where saleid = ${orderId}`);
    expect(row.status).toBe('DELIVERING');
  });

  it('marks the picking list’s pre-sale lines and an order whose receipt was rejected', async () => {
    const buyer = await login(store.app, DEMO_ACCOUNTS.distributor2.email, DEMO_ACCOUNTS.distributor2.password);
    const preSale = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20, preventa: true, name: 'Botín Preventa' });
    const add = await store.app.inject({
      method: 'POST',
      url: '/api/shopping_cart/add_product',
      headers: bearer(buyer),
      payload: { prodvarid: preSale.variantId, quantity: 1 },
    });
    expect(add.statusCode, add.body).toBe(201);
    const orderId = await placeOneBoxOrder(store, buyer, 500);
    await call('PATCH', `/api/admin/orders/${orderId}/status`, admin, { status: 'APPROVED' });

    const before = (await call('GET', `/api/admin/fulfilment/${orderId}`, bodega)).json().order;
    expect(before.receiptRejected).toBe(false);
    expect(before.lines.map((l: { productName: string; preventa: boolean }) => [l.productName, l.preventa])).toContainEqual([
      'Botín Preventa',
      true,
    ]);
    expect(before.lines.filter((l: { preventa: boolean }) => !l.preventa)).toHaveLength(1);

    await store.database.db.execute(sql`update sales set payment_status = 'REJECTED' where saleid = ${orderId}`);
    expect((await call('GET', `/api/admin/fulfilment/${orderId}`, bodega)).json().order.receiptRejected).toBe(true);
    const list = (await call('GET', `/api/admin/fulfilment?q=${orderId}`, bodega)).json().orders;
    expect(list.find((o: { saleid: number }) => o.saleid === orderId).receiptRejected).toBe(true);
  });

  it("counts stock under the variant card's rule: a count begun before a sale is refused, and kept in the history", async () => {
    const p = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '38': 6, '40': 12 }, name: 'Botín de Bodega' });
    const list = await call('GET', '/api/admin/stock?q=botin%20de%20bodega', bodega);
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
    const byCode = await call('GET', `/api/admin/stock?q=${encodeURIComponent(demo.code.toLowerCase())}`, bodega);
    expect(byCode.json().variants.map((v: { variantId: number }) => v.variantId)).toEqual([demo.prodvarid]);

    const empty = await call('PUT', `/api/admin/stock/${p.variantId}`, bodega, { stock: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(ADMIN_MSG.stockNothingToSave);

    const stale = await call('PUT', `/api/admin/stock/${p.variantId}`, bodega, { stock: [{ sizeid: size38, expected: 5, quantity: 8 }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(ADMIN_MSG.adminStockChanged('la talla 38', 6));

    const saved = await call('PUT', `/api/admin/stock/${p.variantId}`, bodega, { stock: [{ sizeid: size38, expected: 6, quantity: 8 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().variant.rows[0]).toEqual({ sizeid: size38, sizeName: '38', quantity: 8 });

    const history = await call('GET', `/api/admin/history?entity=product&entityId=${p.productId}`, admin);
    expect(history.json().items[0]).toMatchObject({
      actor: { email: DEMO_ACCOUNTS.warehouse.email },
      action: 'Contó el stock',
      changes: [{ field: 'Stock talla 38', before: 6, after: 8 }],
    });
  });
});
