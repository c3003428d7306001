/**
 * The staff's review of transfer receipts: an order's receipts, «Confirmar pago» (optionally approving an
 * order in «Orden Recibida» in the same transaction, moved exactly as `moveOrder` moves it) and «Rechazar
 * comprobante» with a reason. Each decision mails the distributor once it is committed.
 */
import { MSG, PAYMENT_STATUS_LABELS, SALE_STATUS_LABELS } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { saleReceipts, sales, users } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Storage } from '../../../plugins/storage.ts';
import { readReceipt, receiptView } from '../../payments/index.ts';
import { orderStatusMail } from '../../sales/index.ts';
import { recordChange } from '../history/index.ts';
import { receiptReviewMail } from './payment-mail.ts';
import { moveOrder, orderDetail } from './service.ts';

const reviewer = alias(users, 'reviewer');

/** An order's payment state and every receipt, newest first, with who reviewed each. */
export async function orderReceipts(db: DbOrTx, orderId: number) {
  const [order] = await db.select({ paymentStatus: sales.paymentStatus }).from(sales).where(eq(sales.id, orderId));
  if (!order) throw notFound(MSG.saleNotFound);
  const rows = await db
    .select({ receipt: saleReceipts, userid: reviewer.id, email: reviewer.email, name: reviewer.name, lastname: reviewer.lastname })
    .from(saleReceipts)
    .leftJoin(reviewer, eq(reviewer.id, saleReceipts.reviewedBy))
    .where(eq(saleReceipts.saleId, orderId))
    .orderBy(desc(saleReceipts.createdAt), desc(saleReceipts.id));
  return {
    paymentStatus: order.paymentStatus,
    receipts: rows.map((r) => ({
      ...receiptView(r.receipt),
      reviewedBy: r.userid === null ? null : { userid: r.userid, email: r.email ?? '', name: `${r.name ?? ''} ${r.lastname ?? ''}`.trim() },
    })),
  };
}

export async function receiptFile(deps: { db: Db; storage: Storage; log: FastifyBaseLogger }, orderId: number, receiptId: number) {
  const [receipt] = await deps.db
    .select()
    .from(saleReceipts)
    .where(and(eq(saleReceipts.id, receiptId), eq(saleReceipts.saleId, orderId)));
  if (!receipt) throw notFound(MSG.receiptNotFound);
  return readReceipt(deps, receipt);
}

/** The order and the receipt, both locked (the order first, as every move locks it), the receipt still waiting. */
async function lockWaiting(tx: DbOrTx, orderId: number, receiptId: number) {
  const [order] = await tx
    .select({ status: sales.status, paymentStatus: sales.paymentStatus })
    .from(sales)
    .where(eq(sales.id, orderId))
    .for('update');
  if (!order) throw notFound(MSG.saleNotFound);
  const [receipt] = await tx
    .select({ status: saleReceipts.status })
    .from(saleReceipts)
    .where(and(eq(saleReceipts.id, receiptId), eq(saleReceipts.saleId, orderId)))
    .for('update');
  if (!receipt) throw notFound(MSG.receiptNotFound);
  if (receipt.status !== 'SENT') throw new AppError('conflict', ADMIN_MSG.receiptNotWaiting(PAYMENT_STATUS_LABELS[receipt.status]));
  return order;
}

export interface ReviewDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  timeZone: string;
}

type Decision = { kind: 'confirm'; approve: boolean } | { kind: 'reject'; reason: string };

/**
 * Confirms or rejects a waiting receipt: the receipt and the order's payment state change together (and,
 * for a confirmation that approves, the order moves in the same transaction) and the distributor's e-mails
 * are queued with them, or nothing happens.
 */
export async function reviewReceipt(deps: ReviewDeps, orderId: number, receiptId: number, decision: Decision, adminId: number) {
  const { approved, order } = await deps.db.transaction(async (tx) => {
    const locked = await lockWaiting(tx, orderId, receiptId);
    // A canceled order is not paid for: its waiting receipt may only be rejected (say, to refund it).
    if (decision.kind === 'confirm' && locked.status === 'CANCELED') throw new AppError('conflict', ADMIN_MSG.paymentOrderCanceled);
    const approve = decision.kind === 'confirm' && decision.approve;
    if (approve && locked.status !== 'RECEIVED')
      throw new AppError('conflict', ADMIN_MSG.receiptApproveRefused(SALE_STATUS_LABELS[locked.status]));
    const status = decision.kind === 'confirm' ? ('CONFIRMED' as const) : ('REJECTED' as const);
    await tx
      .update(saleReceipts)
      .set({ status, reason: decision.kind === 'reject' ? decision.reason : null, reviewedBy: adminId, reviewedAt: new Date() })
      .where(eq(saleReceipts.id, receiptId));
    await tx.update(sales).set({ paymentStatus: status }).where(eq(sales.id, orderId));
    await recordChange(tx, adminId, {
      entity: 'order',
      entityId: orderId,
      label: `Pedido #${orderId}`,
      action: decision.kind === 'confirm' ? 'Confirmó el pago' : 'Rechazó el comprobante',
      before: { Pago: PAYMENT_STATUS_LABELS[locked.paymentStatus] },
      after: { Pago: PAYMENT_STATUS_LABELS[status], ...(decision.kind === 'reject' && { Motivo: decision.reason }) },
    });
    if (approve) await moveOrder(tx, orderId, 'APPROVED', adminId);
    const order = await orderDetail(tx, orderId);
    await deps.mailer.send(receiptReviewMail(order, decision.kind === 'reject' ? decision.reason : null, deps.publicUrl), { tx });
    // The move to «Orden Aprobada» mails the distributor as every move does.
    if (approve) await deps.mailer.send(orderStatusMail(order, deps), { tx });
    return { approved: approve, order };
  });

  let msg = ADMIN_MSG.receiptRejected(orderId);
  if (decision.kind === 'confirm') msg = approved ? ADMIN_MSG.paymentConfirmedApproved(orderId) : ADMIN_MSG.paymentConfirmed(orderId);
  const { paymentStatus, receipts } = await orderReceipts(deps.db, orderId);
  return { msg, paymentStatus, orderStatus: order.status, receipts };
}
