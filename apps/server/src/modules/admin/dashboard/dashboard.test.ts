import { SALE_STATUSES } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, one, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'dash');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}

/** An order of `quantity` × $30.00 placed through the real cart and checkout routes. */
async function simpleOrder(token: string, quantity: number): Promise<number> {
  const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 50, priceCents: 3000 });
  expect((await call(store.app, endpoints.cart.add, { token, payload: { prodvarid: p.variantId, quantity } })).statusCode).toBe(201);
  const res = await call(store.app, endpoints.sales.place, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().saleid as number;
}

const move = (id: number, status: string) =>
  call(store.app, adminEndpoints.orders.move, { params: { id }, token: adminToken, payload: { status, reason: 'Pedido duplicado' } });

describe('GET /api/admin/dashboard', () => {
  const board = async () => {
    const res = await call(store.app, adminEndpoints.dashboard.get, { token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts pending registrations, orders by status, today’s sales, low stock and unread messages', async () => {
    const before = await board();
    expect(Object.keys(before.ordersByStatus).sort()).toEqual([...SALE_STATUSES].sort());
    expect(before.pendingDistributors).toBeGreaterThanOrEqual(1); // the demo's pending registration

    // A new pending registration, an unread and a read message.
    const [pending] = await createDistributors(store.database.db, 1, 'pend');
    await store.database.db.execute(sql`update companies set status = 'PENDING' where companyid = ${pending.id}`);
    await store.database.db.execute(
      sql`insert into contact_messages (name, email, subject, message) values ('Luis', 'luis@example.com', 'Precios', 'Hola')`,
    );
    await store.database.db.execute(
      sql`insert into contact_messages (name, email, subject, message, read_at) values ('Eva', 'eva@example.com', 'Hola', 'Hola', now())`,
    );

    // Two orders today; one is then canceled and leaves today's sales.
    const dist = await newDistributor();
    const kept = await simpleOrder(dist.token, 3); // 3 boxes × 12 pairs × $30.00
    const canceled = await simpleOrder(dist.token, 1);
    await move(canceled, 'CANCELED');
    await move(kept, 'APPROVED');

    // Low stock lists stock rows, not variants: a size at 0 shows even when another size of it is full.
    // The demo's rows are filled up first so that the rows made here are the whole list.
    await store.database.db.execute(sql`update stock set quantity = greatest(quantity, 100)`);
    const empty = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0, name: 'AAA Agotado de prueba' });
    const oneSizeOut = await createProduct(store.database.db, {
      stockType: 'SIZES',
      sizes: { '39': 0, '40': 30 },
      name: 'Bota talla 39 agotada',
    });
    const twoLow = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 2, '40': 5 } });
    await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 6, '40': 12 } });
    await createProduct(store.database.db, { stockType: 'UNITS', quantity: 6 });
    // One box is 12 pairs: not low.
    await createProduct(store.database.db, { stockType: 'BOXES', quantity: 1, name: 'Una caja de doce' });
    const inactive = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 1 });
    await store.database.db.execute(sql`update products set active = false where productid = ${inactive.productId}`);
    // A variant without any stock row has 0 units.
    const bare = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50, name: 'Sin fila de stock' });
    await store.database.db.execute(sql`delete from stock where prodvarid = ${bare.variantId}`);
    const stockId = async (variantId: number, size: string | null) =>
      (
        await one<{ id: number }>(
          store,
          sql`select s.stockid as id from stock s left join sizes z on z.sizeid = s.sizeid
              where s.prodvarid = ${variantId} and z.name is not distinct from ${size}`,
        )
      ).id;

    const after = await board();
    expect(after.pendingDistributors).toBe(before.pendingDistributors + 1);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    expect(after.ordersByStatus).toEqual({
      ...before.ordersByStatus,
      APPROVED: before.ordersByStatus.APPROVED + 1,
      CANCELED: before.ordersByStatus.CANCELED + 1,
    });
    expect(after.today).toEqual({ orders: before.today.orders + 1, totalCents: before.today.totalCents + 108000 });
    const color = async (variantId: number) =>
      one<{ colorName: string; colorHex: string }>(
        store,
        sql`select c.name as "colorName", c.hexcode as "colorHex" from product_variants v join colors c on c.colorid = v.colorid where v.prodvarid = ${variantId}`,
      );
    const row = async (p: { productId: number; variantId: number; code: string }, size: string | null, quantity: number) => ({
      stockid: p.variantId === bare.variantId ? null : await stockId(p.variantId, size),
      productid: p.productId,
      productName: (await one<{ name: string }>(store, sql`select name from products where productid = ${p.productId}`)).name,
      variantId: p.variantId,
      code: p.code,
      ...(await color(p.variantId)),
      sizeName: size,
      quantity,
      ...(await one<{ stockType: string; unit: string }>(
        store,
        sql`select p.stocktype as "stockType", c.unit from products p join categories c using (categoryid) where p.productid = ${p.productId}`,
      )),
    });
    // Lowest first, then by product name (A…, B…, S…), then by size.
    expect(after.lowStock).toEqual({
      items: [
        await row(empty, null, 0),
        await row(oneSizeOut, '39', 0),
        await row(bare, null, 0),
        await row(twoLow, '39', 2),
        await row(twoLow, '40', 5),
      ],
      total: 5,
    });
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

describe('invoicing on the dashboard of a store without a certificate (SRI_CERT_PATH unset)', () => {
  it('says invoicing is off, counts nothing stuck, and «Emitir factura» says why it cannot', async () => {
    const summary = await call(store.app, adminEndpoints.invoices.summary, { token: adminToken });
    expect(summary.json()).toEqual({
      ok: true,
      stuck: 0,
      invoicing: { enabled: false, ambiente: null, certificateValidTo: null, certificateDaysLeft: null },
    });
    const { id } = await one<{ id: number }>(store, sql`select saleid as id from sales where status = 'APPROVED' order by saleid limit 1`);
    const issued = await call(store.app, adminEndpoints.invoices.issue, { token: adminToken, params: { id } });
    expect(issued.statusCode).toBe(409);
    expect(issued.json()).toEqual({ ok: false, msg: ADMIN_MSG.invoicingOff });
  });
});
