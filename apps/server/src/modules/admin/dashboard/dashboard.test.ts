import { SALE_STATUSES } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { bearer, createTestStore, login, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await login(store.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => store?.close());

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  store.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'dash');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}

/** An order of `quantity` × $30.00 placed through the real cart and checkout routes. */
async function simpleOrder(token: string, quantity: number): Promise<number> {
  const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 50, priceCents: 3000 });
  expect((await inject('POST', '/api/shopping_cart/add_product', token, { prodvarid: p.variantId, quantity })).statusCode).toBe(201);
  const res = await inject('POST', '/api/sale/make_sale', token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().saleid as number;
}

const move = (id: number, status: string) => inject('PATCH', `/api/admin/orders/${id}/status`, adminToken, { status });

describe('GET /api/admin/dashboard', () => {
  const board = async () => {
    const res = await inject('GET', '/api/admin/dashboard', adminToken);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts pending registrations, orders by status, today’s sales, low stock and unread messages', async () => {
    const before = await board();
    expect(Object.keys(before.ordersByStatus).sort()).toEqual([...SALE_STATUSES].sort());
    expect(before.pendingDistributors).toBeGreaterThanOrEqual(1); // the demo's pending registration

    // A new pending registration, an unread and a read message.
    const [pending] = await createDistributors(store.database.db, 1, 'pend');
    await store.database.db.execute(sql`update users set status = 'PENDING' where userid = ${pending.id}`);
    await store.database.db.execute(
      sql`insert into contact_messages (name, email, subject, message) values ('Luis', 'luis@example.com', 'Precios', 'Hola')`,
    );
    await store.database.db.execute(
      sql`insert into contact_messages (name, email, subject, message, read_at) values ('Eva', 'eva@example.com', 'Hola', 'Hola', now())`,
    );

    // Two orders today; one is then canceled and leaves today's sales.
    const dist = await newDistributor();
    const kept = await simpleOrder(dist.token, 3); // 3 × $30.00
    const canceled = await simpleOrder(dist.token, 1);
    await move(canceled, 'CANCELED');
    await move(kept, 'APPROVED');

    // Low stock: 0 units, 5 over two sizes; not 6 over two sizes, nor an inactive product.
    const empty = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0, name: 'AAA Agotado de prueba' });
    const five = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 2, '40': 3 } });
    await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 3, '40': 3 } });
    const inactive = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 1 });
    await store.database.db.execute(sql`update products set active = false where productid = ${inactive.productId}`);

    const after = await board();
    expect(after.pendingDistributors).toBe(before.pendingDistributors + 1);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    expect(after.ordersByStatus).toEqual({
      ...before.ordersByStatus,
      APPROVED: before.ordersByStatus.APPROVED + 1,
      CANCELED: before.ordersByStatus.CANCELED + 1,
    });
    expect(after.today).toEqual({ orders: before.today.orders + 1, totalCents: before.today.totalCents + 9000 });
    expect(after.lowStock.total).toBe(before.lowStock.total + 2);
    expect(after.lowStock.items.length).toBe(Math.min(20, after.lowStock.total));
    expect(after.lowStock.items).toContainEqual(
      expect.objectContaining({ productid: empty.productId, code: empty.code, stock: 0, productName: 'AAA Agotado de prueba' }),
    );
    const stocks = after.lowStock.items.map((i: { stock: number }) => i.stock);
    expect([...stocks].sort((x, y) => x - y)).toEqual(stocks);
    expect(stocks.every((s: number) => s < 6)).toBe(true);
    if (after.lowStock.total <= 20) {
      expect(after.lowStock.items).toContainEqual(expect.objectContaining({ productid: five.productId, stock: 5 }));
    }
    expect(after.lowStock.items.some((i: { productid: number }) => i.productid === inactive.productId)).toBe(false);
  });

  it('counts an order of yesterday (in Ecuador) out of today', async () => {
    const before = await board();
    const dist = await newDistributor();
    const id = await simpleOrder(dist.token, 1);
    // 6 hours before the start of today in Ecuador is yesterday there.
    await store.database.db.execute(
      sql`update sales set saledate = ((now() at time zone 'America/Guayaquil')::date::timestamp at time zone 'America/Guayaquil') - interval '6 hours' where saleid = ${id}`,
    );
    const after = await board();
    expect(after.today).toEqual(before.today);
    expect(after.ordersByStatus.RECEIVED).toBe(before.ordersByStatus.RECEIVED + 1);
  });
});
