import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import {
  all,
  call,
  createTestStore,
  login,
  loginAdmin,
  multipart,
  one,
  outbox,
  placeOneBoxOrder,
  sendReceipt,
  type TestStore,
  tinyPdf,
} from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

/** A new distributor's order of one box, with a receipt waiting for the staff. */
async function orderWithReceipt() {
  const [user] = await createDistributors(store.database.db, 1, 'rev');
  const token = await login(store.app, user.email, FIXTURE_PASSWORD);
  const orderId = await placeOneBoxOrder(store, token);
  return { orderId, receiptId: await sendReceipt(store, token, orderId), email: user.email, token };
}

const confirm = (o: { orderId: number; receiptId: number }, approve?: boolean, token = adminToken) =>
  call(store.app, adminEndpoints.payments.confirm, {
    params: { id: o.orderId, receiptId: o.receiptId },
    token,
    payload: approve === undefined ? {} : { approve },
  });
const reject = (o: { orderId: number; receiptId: number }, reason: unknown) =>
  call(store.app, adminEndpoints.payments.reject, {
    params: { id: o.orderId, receiptId: o.receiptId },
    token: adminToken,
    payload: { reason },
  });
const orderRow = (id: number) =>
  one<{ status: string; payment_status: string }>(store, sql`select status, payment_status from sales where saleid = ${id}`);
const mailsTo = async (email: string) => (await outbox(store.dataDir)).filter((m) => m.to === email);

describe('confirming a receipt', () => {
  it('«Confirmar pago» confirms the receipt and the payment, mails the distributor, leaves the order as it was', async () => {
    const o = await orderWithReceipt();
    const res = await confirm(o);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: ADMIN_MSG.paymentConfirmed(o.orderId), paymentStatus: 'CONFIRMED', orderStatus: 'RECEIVED' });
    expect(res.json().receipts[0]).toMatchObject({
      receiptid: o.receiptId,
      status: 'CONFIRMED',
      reviewedBy: { email: 'admin@calzadoandino.ec' },
    });
    expect(await orderRow(o.orderId)).toEqual({ status: 'RECEIVED', payment_status: 'CONFIRMED' });
    const mails = await mailsTo(o.email);
    expect(mails.map((m) => m.subject)).toContain(`Pago confirmado: orden #${o.orderId}`);
    expect(mails.map((m) => m.subject)).not.toContain(`Su orden #${o.orderId}: Orden Aprobada`);

    // the distributor sees it
    const mine = await call(store.app, endpoints.payments.receipts, { params: { id: o.orderId }, token: o.token });
    expect(mine.json()).toMatchObject({ paymentStatus: 'CONFIRMED', receipts: [{ status: 'CONFIRMED' }] });
  });

  it('with «approve» also moves the order to «Orden Aprobada» as a move does (history, e-mail)', async () => {
    const o = await orderWithReceipt();
    const res = await confirm(o, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: ADMIN_MSG.paymentConfirmedApproved(o.orderId),
      paymentStatus: 'CONFIRMED',
      orderStatus: 'APPROVED',
    });
    expect(await orderRow(o.orderId)).toEqual({ status: 'APPROVED', payment_status: 'CONFIRMED' });
    const history = await all<{ status: string; changed_by: number }>(
      store,
      sql`select status, changed_by from sale_status_history where saleid = ${o.orderId} order by historyid`,
    );
    expect(history.map((h) => h.status)).toEqual(['RECEIVED', 'APPROVED']);
    expect(history[1].changed_by).not.toBeNull();
    const subjects = (await mailsTo(o.email)).map((m) => m.subject);
    expect(subjects).toContain(`Pago confirmado: orden #${o.orderId}`);
    expect(subjects).toContain(`Su orden #${o.orderId}: Orden Aprobada`);
  });

  it('refuses to approve an order past «Orden Recibida», changing nothing', async () => {
    const o = await orderWithReceipt();
    expect(
      (await call(store.app, adminEndpoints.orders.move, { params: { id: o.orderId }, token: adminToken, payload: { status: 'APPROVED' } }))
        .statusCode,
    ).toBe(200);
    const res = await confirm(o, true);
    expect([res.statusCode, res.json().msg]).toEqual([409, ADMIN_MSG.receiptApproveRefused('Orden Aprobada')]);
    expect(await orderRow(o.orderId)).toEqual({ status: 'APPROVED', payment_status: 'SENT' });
    const [r] = await all<{ status: string }>(store, sql`select status from sale_receipts where receiptid = ${o.receiptId}`);
    expect(r.status).toBe('SENT');
  });
});

describe('rejecting a receipt', () => {
  it('needs a reason of at most 500 characters', async () => {
    const o = await orderWithReceipt();
    for (const [reason, msg] of [
      ['', ADMIN_MSG.receiptReasonRequired],
      ['   ', ADMIN_MSG.receiptReasonRequired],
      [undefined, ADMIN_MSG.receiptReasonRequired],
      ['x'.repeat(501), ADMIN_MSG.reasonTooLong],
    ] as const) {
      const res = await reject(o, reason);
      expect([res.statusCode, res.json().msg]).toEqual([400, msg]);
    }
    expect((await orderRow(o.orderId)).payment_status).toBe('SENT');
  });

  it('«Rechazar comprobante» records the reason, shows «Comprobante rechazado», mails it, and another receipt may follow', async () => {
    const o = await orderWithReceipt();
    const reason = 'El monto no coincide con el total de la orden.';
    const res = await reject(o, `  ${reason} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: ADMIN_MSG.receiptRejected(o.orderId), paymentStatus: 'REJECTED' });
    expect(await orderRow(o.orderId)).toEqual({ status: 'RECEIVED', payment_status: 'REJECTED' });
    const mail = (await mailsTo(o.email)).find((m) => m.subject === `Comprobante rechazado: orden #${o.orderId}`);
    expect(mail?.text).toContain(`Motivo: ${reason}`);
    expect(mail?.html).toContain(reason);

    const mine = await call(store.app, endpoints.payments.receipts, { params: { id: o.orderId }, token: o.token });
    expect(mine.json()).toMatchObject({ paymentStatus: 'REJECTED', receipts: [{ status: 'REJECTED', reason }] });

    const form = multipart({}, [{ field: 'receipt', filename: 'otro.pdf', data: tinyPdf('otro') }]);
    const again = await call(store.app, endpoints.payments.upload, { params: { id: o.orderId }, token: o.token, ...form });
    expect(again.statusCode, again.body).toBe(201);
    const list = await call(store.app, adminEndpoints.payments.receipts, { params: { id: o.orderId }, token: adminToken });
    expect(list.json().paymentStatus).toBe('SENT');
    expect(list.json().receipts.map((r: { status: string; filename: string }) => [r.filename, r.status])).toEqual([
      ['otro.pdf', 'SENT'],
      ['pago.pdf', 'REJECTED'],
    ]);
  });
});

describe('a receipt already reviewed', () => {
  it('is a 409 with a Spanish message, whichever the decision, and nothing changes', async () => {
    const o = await orderWithReceipt();
    expect((await confirm(o)).statusCode).toBe(200);
    const before = (await mailsTo(o.email)).length;
    const twice = await confirm(o);
    expect([twice.statusCode, twice.json().msg]).toEqual([409, ADMIN_MSG.receiptNotWaiting('Pago confirmado')]);
    const late = await reject(o, 'tarde');
    expect([late.statusCode, late.json().msg]).toEqual([409, ADMIN_MSG.receiptNotWaiting('Pago confirmado')]);
    expect((await orderRow(o.orderId)).payment_status).toBe('CONFIRMED');
    expect((await mailsTo(o.email)).length).toBe(before);

    const r = await orderWithReceipt();
    expect((await reject(r, 'ilegible')).statusCode).toBe(200);
    const after = await confirm(r);
    expect([after.statusCode, after.json().msg]).toEqual([409, ADMIN_MSG.receiptNotWaiting('Comprobante rechazado')]);
  });

  it('a canceled order’s waiting receipt cannot be confirmed (409, nothing changes) but can be rejected', async () => {
    const o = await orderWithReceipt();
    const canceled = await call(store.app, adminEndpoints.orders.move, {
      params: { id: o.orderId },
      token: adminToken,
      payload: {
        status: 'CANCELED',
        reason: 'Pedido duplicado',
      },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const res = await confirm(o);
    expect([res.statusCode, res.json().msg]).toEqual([409, ADMIN_MSG.paymentOrderCanceled]);
    expect(await orderRow(o.orderId)).toEqual({ status: 'CANCELED', payment_status: 'SENT' });
    expect((await reject(o, 'Orden cancelada: le devolvemos la transferencia')).statusCode).toBe(200);
    expect((await orderRow(o.orderId)).payment_status).toBe('REJECTED');
  });

  it('answers 404 for a receipt of another order and for an order that does not exist', async () => {
    const a = await orderWithReceipt();
    const b = await orderWithReceipt();
    const crossed = await confirm({ orderId: a.orderId, receiptId: b.receiptId });
    expect([crossed.statusCode, crossed.json().msg]).toEqual([404, MSG.receiptNotFound]);
    expect((await confirm({ orderId: 999_999, receiptId: a.receiptId })).statusCode).toBe(404);
    expect((await call(store.app, adminEndpoints.payments.receipts, { params: { id: 999999 }, token: adminToken })).statusCode).toBe(404);
  });
});

describe('the receipts waiting, on the dashboard and in the orders list', () => {
  it('counts them and filters the list by payment state (?payment=SENT), each row with its state', async () => {
    const count = async () => (await call(store.app, adminEndpoints.dashboard.get, { token: adminToken })).json().receiptsToCheck as number;
    const waitingBefore = await count();
    const o = await orderWithReceipt();
    expect(await count()).toBe(waitingBefore + 1);
    const { n } = await one<{ n: number }>(store, sql`select count(*)::int as n from sales where payment_status = 'SENT'`);
    expect(await count()).toBe(n);

    const list = await call(store.app, adminEndpoints.orders.list, { query: { payment: 'SENT', size: 100 }, token: adminToken });
    expect(list.statusCode).toBe(200);
    const rows = list.json().orders as { saleid: number; paymentStatus: string }[];
    expect(rows.length).toBe(n);
    expect(rows.every((r) => r.paymentStatus === 'SENT')).toBe(true);
    expect(rows.map((r) => r.saleid)).toContain(o.orderId);
    expect(list.json().info.total).toBe(n);

    expect((await confirm(o)).statusCode).toBe(200);
    expect(await count()).toBe(waitingBefore);
    const confirmed = await call(store.app, adminEndpoints.orders.list, { query: { payment: 'CONFIRMED', size: 100 }, token: adminToken });
    expect(confirmed.json().orders.map((r: { saleid: number }) => r.saleid)).toContain(o.orderId);
    const bad = await call(store.app, adminEndpoints.orders.list, { query: { payment: 'PAGADO' }, token: adminToken });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, ADMIN_MSG.orderPaymentInvalid]);
  });

  it('keeps the receipts and the review to administrators', async () => {
    const o = await orderWithReceipt();
    expect((await call(store.app, adminEndpoints.payments.receipts, { params: { id: o.orderId }, token: o.token })).statusCode).toBe(403);
    expect((await confirm(o, false, o.token)).statusCode).toBe(403);
    expect((await call(store.app, adminEndpoints.payments.receipts, { params: { id: o.orderId } })).statusCode).toBe(401);
  });
});
