import { ADMIN_MSG, storeDayOf } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, placeOneBoxOrder, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
let buyer: { id: number; token: string };

beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  const [user] = await createDistributors(store.database.db, 1, 'graficos');
  buyer = { id: user.id, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
});
afterAll(() => store?.close());

const charts = (days?: number, token = adminToken) => call(store.app, adminEndpoints.dashboard.charts, { query: { days }, token });

describe('the dashboard charts', () => {
  it('counts a product in «Productos más vendidos» at what was paid for it, after the order’s discount code', async () => {
    // one box of 12 pairs at $2.50 = $30.00, with MAYORISTA10 (10 %): the order and the product both count $27.00
    const product = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20, priceCents: 250, name: 'Botín con código' });
    const add = await call(store.app, endpoints.cart.add, { token: buyer.token, payload: { prodvarid: product.variantId, quantity: 1 } });
    expect(add.statusCode, add.body).toBe(201);
    const sale = await call(store.app, endpoints.sales.place, { token: buyer.token, payload: { discountcode: 'MAYORISTA10' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const top = (await charts()).json().topProducts.find((p: { productid: number }) => p.productid === product.productId);
    expect(top).toMatchObject({ name: 'Botín con código', units: 12, totalCents: 2700 });
  });

  it("count today's orders of a distributor in its day, its province, its products, and leave canceled ones out of the sums", async () => {
    const before = (await charts()).json();
    // Two orders of one box of 12 pairs at $2.50 ($30.00 each); the second is canceled.
    await placeOneBoxOrder(store, buyer.token, 250);
    const canceled = await placeOneBoxOrder(store, buyer.token, 250);
    await store.database.db.execute(sql`update sales set status = 'CANCELED' where saleid = ${canceled}`);

    const res = await charts();
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.days).toBe(30);
    expect(after.salesByDay).toHaveLength(30);
    const today = storeDayOf(new Date());
    expect(after.salesByDay.at(-1).day).toBe(today);
    const todayBefore = before.salesByDay.at(-1);
    expect(after.salesByDay.at(-1)).toEqual({ day: today, orders: todayBefore.orders + 1, totalCents: todayBefore.totalCents + 3000 });
    // (an earlier test of this file may have placed an order for the same buyer)
    type Top = { userid: number; orders: number; totalCents: number };
    const buyerBefore = before.topDistributors.find((d: Top) => d.userid === buyer.id) ?? { orders: 0, totalCents: 0 };
    expect(after.topDistributors.find((d: Top) => d.userid === buyer.id)).toEqual({
      userid: buyer.id,
      companyName: 'Comercial graficos 0',
      orders: buyerBefore.orders + 1,
      totalCents: buyerBefore.totalCents + 3000,
    });
    const azuay = (r: { salesByProvince: { province: string; totalCents: number }[] }) =>
      r.salesByProvince.find((p) => p.province === 'Azuay')?.totalCents ?? 0;
    expect(azuay(after) - azuay(before)).toBe(3000);
    const status = (r: { ordersByStatus: { status: string; orders: number }[] }, s: string) =>
      r.ordersByStatus.find((x) => x.status === s)?.orders;
    expect(status(after, 'CANCELED')).toBe((status(before, 'CANCELED') ?? 0) + 1);
    expect(after.ordersByStatus.map((s: { status: string }) => s.status)).toEqual([
      'RECEIVED',
      'APPROVED',
      'TO_DELIVER',
      'DELIVERING',
      'DELIVERED',
      'CANCELED',
      'PENDING_APPROVAL',
    ]);
    expect(after.topProducts.length).toBeLessThanOrEqual(10);
    const amounts = after.topDistributors.map((d: { totalCents: number }) => d.totalCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('answers 90 days, and a Spanish 400 for any other period; a distributor gets 403', async () => {
    expect((await charts(90)).json().salesByDay).toHaveLength(90);
    const bad = await charts(45);
    expect([bad.statusCode, bad.json().msg]).toEqual([400, ADMIN_MSG.chartPeriodInvalid]);
    expect((await charts(undefined, buyer.token)).statusCode).toBe(403);
  });
});
