/**
 * An order over a buyer's limit (docs/product.md §28), on PGlite and (TEST_DATABASE_URL) PostgreSQL: held «Por aprobar»
 * with its stock, the owner told; approved (the store's e-mails then) or rejected with a reason (stock back); released
 * after 72 hours; fifty racing checkouts over the limit all wait for the owner.
 */
import { MSG, REASON_MAX } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, one, outbox, type TestStore } from '../../test/harness.ts';
import { releaseUnapproved } from './service.ts';

let store: TestStore;
let serial = 0;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

/** A company: its owner's token and id, and a person of it with `role` and a limit in cents, signed in. */
async function company(limitCents: number | null, role: 'BUYER' | 'VIEWER' = 'BUYER') {
  const [owner] = await createDistributors(store.database.db, 1, `aprueba${++serial}`);
  const email = `comprador${serial}-${owner.id}@example.com`;
  await store.database.db.execute(sql`insert into users (email, password_hash, name, lastname, phone, companyid, company_role, order_limit_cents)
    select ${email}, password_hash, 'Pedro', 'Quezada', '0987001122', ${owner.id}, ${role}, ${limitCents} from users where userid = ${owner.id}`);
  const { userid } = await one<{ userid: number }>(store, sql`select userid from users where email = ${email}`);
  return {
    owner: { id: owner.id, email: owner.email, token: await login(store.app, owner.email, FIXTURE_PASSWORD) },
    buyer: { id: userid, email, token: await login(store.app, email, FIXTURE_PASSWORD) },
  };
}

/** A box product of $20.00 a pair (a box: $240.00) with `boxes` in stock. */
const boxes = (quantity: number) => createProduct(store.database.db, { stockType: 'BOXES', quantity, priceCents: 2000 });
const stockOf = async (variantId: number) =>
  (await one<{ quantity: number }>(store, sql`select quantity from stock where prodvarid = ${variantId}`)).quantity;
const orderRow = (saleid: number) =>
  one<{ status: string; approved_by: number | null; cancel_reason: string | null; processed_at: Date | null }>(
    store,
    sql`select status, approved_by, cancel_reason, processed_at from sales where saleid = ${saleid}`,
  );

async function buy(token: string, variantId: number, quantity: number) {
  const added = await call(store.app, endpoints.cart.add, { token, payload: { prodvarid: variantId, quantity } });
  expect(added.statusCode, added.body).toBe(201);
  return call(store.app, endpoints.sales.place, { token, payload: {} });
}

describe('an order over a buyer’s limit', () => {
  it('waits «Por aprobar» with its stock held and the owner told; under the limit an order goes straight to the store', async () => {
    const { owner, buyer } = await company(50_000);
    const product = await boxes(10);
    const mailsBefore = (await outbox(store.dataDir)).length;

    const held = await buy(buyer.token, product.variantId, 3); // 3 boxes: $720.00 > $500.00
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().msg).toBe(MSG.orderAwaitingApproval('$500.00'));
    const saleid = held.json().saleid;
    expect(await orderRow(saleid)).toMatchObject({ status: 'PENDING_APPROVAL', approved_by: null, processed_at: null });
    expect(await stockOf(product.variantId)).toBe(7);
    const mails = (await outbox(store.dataDir)).slice(mailsBefore);
    // the owner's notice, and no order e-mail to the store or the buyer yet
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[owner.email, `Pedido #${saleid} por aprobar: Pedro Quezada, $720.00`]]);
    // the release job, due 72 hours after the order
    const [job] = await all<{ hours: number }>(
      store,
      sql`select extract(epoch from (j.start_after - s.saledate)) / 3600 as hours from pgboss.job j, sales s
          where j.name = 'order-approval' and (j.data->>'orderId')::int = ${saleid} and s.saleid = ${saleid}`,
    );
    expect(Math.round(Number(job.hours))).toBe(72);
    // the buyer and the owner read it waiting
    for (const token of [buyer.token, owner.token]) {
      const detail = (await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token })).json().userSale;
      expect(detail).toMatchObject({ status: 'PENDING_APPROVAL', placed_by: 'Pedro Quezada', approved_by: null });
    }

    const small = await buy(buyer.token, product.variantId, 2); // $480.00, within
    expect([small.statusCode, small.json().msg]).toEqual([201, MSG.saleCreated]);
    expect((await orderRow(small.json().saleid)).status).toBe('RECEIVED');
  });

  it('the owner approves it: it goes to the store with its e-mails, says who approved it, and only once', async () => {
    const { owner, buyer } = await company(10_000);
    const product = await boxes(5);
    const saleid = (await buy(buyer.token, product.variantId, 1)).json().saleid;
    const approve = (token: string) => call(store.app, endpoints.sales.approve, { params: { id: saleid }, token });

    const byBuyer = await approve(buyer.token);
    expect([byBuyer.statusCode, byBuyer.json().msg]).toEqual([403, MSG.companyOwnerOnly]);
    const stranger = await company(null);
    expect((await approve(stranger.owner.token)).statusCode).toBe(404);

    const mailsBefore = (await outbox(store.dataDir)).length;
    const res = await approve(owner.token);
    expect(res.json()).toEqual({ ok: true, msg: MSG.orderApprovedByOwner });
    expect(await orderRow(saleid)).toMatchObject({ status: 'RECEIVED', approved_by: owner.id });
    const subjects = (await outbox(store.dataDir)).slice(mailsBefore).map((m) => m.to);
    expect(subjects).toContain(buyer.email);
    const detail = (await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token: buyer.token })).json().userSale;
    expect(detail.approved_by).toBe('Ana Pérez');
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['PENDING_APPROVAL', 'RECEIVED']);
    const again = await approve(owner.token);
    expect([again.statusCode, again.json().msg]).toEqual([409, MSG.orderNotAwaitingApproval]);
    expect(await stockOf(product.variantId)).toBe(4);
  });

  it('the owner rejects it saying why: canceled, its stock back, whoever placed it told the reason', async () => {
    const { owner, buyer } = await company(10_000);
    const product = await boxes(6);
    const saleid = (await buy(buyer.token, product.variantId, 2)).json().saleid;
    expect(await stockOf(product.variantId)).toBe(4);
    const reject = (reason: string) =>
      call(store.app, endpoints.sales.reject, { params: { id: saleid }, token: owner.token, payload: { reason } });

    // blank, past REASON_MAX or with a NUL byte: refused, the order still waiting
    for (const bad of ['   ', 'x'.repeat(REASON_MAX + 1), 'Motivo\u0000']) {
      const res = await reject(bad);
      expect([res.statusCode, res.json().msg]).toEqual([400, MSG.orderRejectReasonRequired]);
    }
    expect((await orderRow(saleid)).status).toBe('PENDING_APPROVAL');
    const res = await reject('Este mes compramos menos');
    expect(res.json()).toEqual({ ok: true, msg: MSG.orderRejectedByOwner });
    expect(await orderRow(saleid)).toMatchObject({ status: 'CANCELED', cancel_reason: 'Este mes compramos menos' });
    expect(await stockOf(product.variantId)).toBe(6);
    const told = (await outbox(store.dataDir)).filter((m) => m.to === buyer.email).at(-1);
    expect(told?.subject).toBe(`Su orden #${saleid}: Cancelado`);
    expect(told?.text).toContain('Este mes compramos menos');
    // a rejected order is never sent to the store afterwards
    const processed = await call(store.app, endpoints.sales.processOrders, { token: buyer.token });
    expect(processed.json().msg).toBe(MSG.noOrdersToProcess);
  });

  it('left unapproved 72 hours, the job cancels it and gives its stock back; before that, or once approved, it does nothing', async () => {
    const { owner, buyer } = await company(10_000);
    const product = await boxes(4);
    const saleid = (await buy(buyer.token, product.variantId, 1)).json().saleid;
    const deps = {
      db: store.database.db,
      mailer: store.app.mailer,
      queue: store.app.queue,
      invoicing: null,
      log: store.app.log,
      publicUrl: 'http://tienda.test',
      timeZone: 'America/Guayaquil',
    };
    expect(await releaseUnapproved(deps, saleid)).toEqual([]);
    expect((await orderRow(saleid)).status).toBe('PENDING_APPROVAL');

    await store.database.db.execute(sql`update sales set saledate = now() - interval '73 hours' where saleid = ${saleid}`);
    expect(await releaseUnapproved(deps, saleid)).toEqual([product.productId]);
    expect(await orderRow(saleid)).toMatchObject({ status: 'CANCELED', cancel_reason: MSG.orderApprovalExpired });
    expect(await stockOf(product.variantId)).toBe(4);
    expect(await releaseUnapproved(deps, saleid)).toEqual([]);
    const late = await call(store.app, endpoints.sales.approve, { params: { id: saleid }, token: owner.token });
    expect([late.statusCode, late.json().msg]).toEqual([409, MSG.orderNotAwaitingApproval]);
  });

  it('fifty checkouts racing over the limit: every order placed waits for the owner, none reaches the store', async () => {
    const { owner, buyer } = await company(10_000); // $100.00: one box ($240.00) is over it
    const product = await boxes(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        await call(store.app, endpoints.cart.add, { token: buyer.token, payload: { prodvarid: product.variantId, quantity: 1 } });
        return call(store.app, endpoints.sales.place, { token: buyer.token, payload: {} });
      }),
    );
    const placed = answers.filter((r) => r.statusCode === 201);
    expect(placed.length).toBeGreaterThan(0);
    for (const r of answers) {
      if (r.statusCode === 201) expect(r.json().msg).toBe(MSG.orderAwaitingApproval('$100.00'));
      else expect([r.statusCode, r.json().msg]).toEqual([400, MSG.emptyCart]);
    }
    const orders = await all<{ status: string; boxes: number }>(
      store,
      sql`select s.status, sum(d.quantity)::int as boxes from sales s join sale_details d using (saleid)
          where s.companyid = ${owner.id} group by s.saleid, s.status`,
    );
    expect(orders).toHaveLength(placed.length);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['PENDING_APPROVAL']));
    const held = orders.reduce((s, o) => s + o.boxes, 0);
    const inCart = await one<{ n: number }>(
      store,
      sql`select coalesce(sum(d.quantity), 0)::int as n from cart_details d join carts c using (cartid) where c.userid = ${buyer.id}`,
    );
    expect(held + inCart.n).toBe(50);
    expect(await stockOf(product.variantId)).toBe(200 - held);
    const notices = (await outbox(store.dataDir)).filter((m) => m.to === owner.email && m.subject.includes('por aprobar'));
    expect(notices).toHaveLength(placed.length);
  });
});
