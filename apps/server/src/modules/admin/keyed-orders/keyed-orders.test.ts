/**
 * «Crear pedido» (docs/product.md §29) on PGlite and (TEST_DATABASE_URL) PostgreSQL: Ventas reads pasted lines at a
 * company's prices, places the order for its branch as its owner would (credit and stock rules, the owner's e-mail),
 * the order and the history say who keyed it in; over the credit it is refused with the exact amounts.
 */
import { ADMIN_MSG, MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { all, call, createTestStore, login, one, outbox, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let ventas: string;
let ventasId: number;
let serial = 0;
beforeAll(async () => {
  store = await createTestStore();
  ventas = await login(store.app, DEMO_ACCOUNTS.sales.email, DEMO_ACCOUNTS.sales.password);
  ventasId = (await one<{ userid: number }>(store, sql`select userid from users where email = ${DEMO_ACCOUNTS.sales.email}`)).userid;
});
afterAll(() => store?.close());

/** A company with a «Mayorista» group 10 % off the list, and two branches (the second not the main one). */
async function company() {
  const [owner] = await createDistributors(store.database.db, 1, `teclea${++serial}`);
  const db = store.database.db;
  const { groupid } = await one<{ groupid: number }>(
    store,
    sql`insert into price_groups (name) values (${`Mayorista ${serial}`}) returning groupid`,
  );
  await db.execute(sql`insert into price_lists (groupid, kind, percent) values (${groupid}, 'PERCENT', 10)`);
  await db.execute(sql`update companies set groupid = ${groupid} where companyid = ${owner.id}`);
  await db.execute(sql`insert into branches (companyid, name, province, canton, street, phone, contact, main) values
    (${owner.id}, 'Matriz', 'Azuay', 'Cuenca', 'Av. Loja 1-23', '0991234567', 'Ana Pérez', true),
    (${owner.id}, 'Sucursal Centro', 'Azuay', 'Cuenca', 'Gran Colombia 5-10', '0987654321', 'Luis Ortiz', false)`);
  const { branchid } = await one<{ branchid: number }>(
    store,
    sql`select branchid from branches where companyid = ${owner.id} and not main`,
  );
  return { id: owner.id, email: owner.email, branchid, token: await login(store.app, owner.email, FIXTURE_PASSWORD) };
}

/** A box product of $20.00 a pair ($240.00 a box; $216.00 at 10 % off) with `boxes` in stock. */
const boxes = (quantity: number) => createProduct(store.database.db, { stockType: 'BOXES', quantity, priceCents: 2000 });
const stockOf = async (variantId: number) =>
  (await one<{ quantity: number }>(store, sql`select quantity from stock where prodvarid = ${variantId}`)).quantity;
const create = (payload: Record<string, unknown>, token = ventas) => call(store.app, adminEndpoints.keyedOrders.create, { token, payload });

describe('«Crear pedido»', () => {
  it('reads pasted lines at the company’s prices, without touching any cart', async () => {
    const c = await company();
    const product = await boxes(5);
    const res = await call(store.app, adminEndpoints.keyedOrders.lines, {
      token: ventas,
      payload: { companyid: c.id, text: `${product.code} 2\nNO-EXISTE 1` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [ok, bad] = res.json().lines;
    expect(ok.item).toMatchObject({ prodvarid: product.variantId, unit_price: 18, subtotal: 432 });
    expect(bad.error.msg).toBe(MSG.lineError(2, MSG.lineCodeUnknown('NO-EXISTE')));
    expect(res.json().total).toBe(432);

    // three boxes of five: beyond the stock for an order, fine for a quote (weighed when it is accepted)
    const review = (purpose: string) =>
      call(store.app, adminEndpoints.keyedOrders.lines, {
        token: ventas,
        payload: { companyid: c.id, text: `${product.code} 6`, purpose },
      });
    expect((await review('order')).json().lines[0].error.msg).toBe(MSG.lineError(1, MSG.lineStock(5, '5 cajas')));
    expect((await review('quote')).json().lines[0].item).toMatchObject({ prodvarid: product.variantId, subtotal: 1296 });
  });

  it('places the order for a branch as the owner would: its prices, the owner’s e-mail, «Ingresado por» and the history', async () => {
    const c = await company();
    const product = await boxes(5);
    const before = (await outbox(store.dataDir)).length;
    const res = await create({
      companyid: c.id,
      branchid: c.branchid,
      lines: [{ prodvarid: product.variantId, sizeid: null, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const saleid = res.json().saleid;
    expect(res.json().msg).toBe(ADMIN_MSG.keyedOrderCreated(saleid, `Comercial teclea${serial} 0`));
    const order = await one(
      store,
      sql`select userid, companyid, entered_by, branch_name, total_cents, status from sales where saleid = ${saleid}`,
    );
    expect(order).toEqual({
      userid: c.id,
      companyid: c.id,
      entered_by: ventasId,
      branch_name: 'Sucursal Centro',
      total_cents: 43_200,
      status: 'RECEIVED',
    });
    expect(await stockOf(product.variantId)).toBe(3);

    const mails = (await outbox(store.dataDir)).slice(before);
    const toOwner = mails.find((m) => m.to === c.email);
    expect(toOwner?.subject).toBe(`Confirmación de su orden #${saleid}`);
    expect(toOwner?.text).toContain('Este pedido lo ingresó Diego Cárdenas, de Ventas, por su empresa.');
    // the owner's order says who keyed it in; so does the back office's
    const mine = (await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token: c.token })).json().userSale;
    expect(mine).toMatchObject({ entered_by: 'Diego Cárdenas', placed_by: 'Ana Pérez' });
    const theirs = (await call(store.app, adminEndpoints.orders.get, { params: { id: saleid }, token: ventas })).json().order;
    expect(theirs).toMatchObject({ enteredBy: 'Diego Cárdenas', approvedBy: null, quoteId: null });
    const [line] = await all(store, sql`select actor_name, action, label from history where entity = 'order' and entity_id = ${saleid}`);
    expect(line).toEqual({
      actor_name: 'Diego Cárdenas',
      action: 'Ingresó el pedido',
      label: `Pedido #${saleid} · Comercial teclea${serial} 0`,
    });
    const [first] = await all(store, sql`select changed_by from sale_status_history where saleid = ${saleid}`);
    expect(first).toEqual({ changed_by: ventasId });
  });

  it('over the company’s credit: refused with the exact amounts, nothing placed', async () => {
    const c = await company();
    const product = await boxes(5);
    await store.database.db.execute(
      sql`update companies set payment_terms = 'CREDIT', credit_days = 30, credit_limit_cents = 30000 where companyid = ${c.id}`,
    );
    const res = await create({ companyid: c.id, lines: [{ prodvarid: product.variantId, sizeid: null, quantity: 2 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(ADMIN_MSG.keyedCreditExceeded(`Comercial teclea${serial} 0`, 43_200, 30_000, 30_000));
    expect(res.json().msg).toBe(
      `Este pedido de $432.00 supera el crédito disponible de Comercial teclea${serial} 0: $300.00 (límite $300.00).`,
    );
    expect(await stockOf(product.variantId)).toBe(5);
    expect(await all(store, sql`select saleid from sales where companyid = ${c.id}`)).toEqual([]);
  });

  it('lines beyond the stock, another company’s branch, a bad code or a role without orders: refused, nothing placed', async () => {
    const c = await company();
    const other = await company();
    const product = await boxes(1);
    const line = { prodvarid: product.variantId, sizeid: null, quantity: 2 };
    const short = await create({ companyid: c.id, lines: [line] });
    expect([short.statusCode, short.json().msg]).toEqual([
      409,
      ADMIN_MSG.keyedLinesRefused([`${product.code}: ${MSG.lineStock(1, '1 caja')}`]),
    ]);
    const branch = await create({ companyid: c.id, branchid: other.branchid, lines: [{ ...line, quantity: 1 }] });
    expect(branch.statusCode).toBe(404);
    const code = await create({ companyid: c.id, discountcode: 'NOEXISTE', lines: [{ ...line, quantity: 1 }] });
    expect([code.statusCode, code.json().msg]).toEqual([400, MSG.discountInvalid]);
    const warehouse = await login(store.app, DEMO_ACCOUNTS.warehouse.email, DEMO_ACCOUNTS.warehouse.password);
    expect((await create({ companyid: c.id, lines: [{ ...line, quantity: 1 }] }, warehouse)).statusCode).toBe(403);
    expect((await create({ companyid: c.id, lines: [{ ...line, quantity: 1 }] }, c.token)).statusCode).toBe(403);
    expect((await create({ companyid: 999_999, lines: [{ ...line, quantity: 1 }] })).statusCode).toBe(404);
    expect(await stockOf(product.variantId)).toBe(1);
    expect(await all(store, sql`select saleid from sales where companyid = ${c.id}`)).toEqual([]);
  });
});
