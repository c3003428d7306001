/**
 * The owner's decision on an order over a buyer's limit (docs/product.md §28): «Aprobar pedido» sends it to the store
 * as a new order; «Rechazar» cancels it with a reason, its stock back; left ORDER_APPROVAL_HOURS, the job cancels it.
 */
import { MSG, ORDER_APPROVAL_HOURS } from '@store/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { saleDetails, saleStatusHistory, sales } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { changeOrderStatus, type OrderStatusDeps } from '../admin/orders/index.ts';
import { type NewOrderMailDeps, queueNewOrderMails } from '../sales/index.ts';

/** The order of the owner's company, locked, while it still waits; another company's is the same 404 as none. */
async function waitingOrder(tx: Tx, companyId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.id, orderId), eq(sales.companyId, companyId)))
    .for('update');
  if (!order) throw notFound(MSG.saleNotFound);
  if (order.status !== 'PENDING_APPROVAL') throw new AppError('conflict', MSG.orderNotAwaitingApproval);
  return order;
}

/** «Aprobar pedido»: the order goes to the store as any new order, with its two e-mails, saying who approved it. */
export async function approveOrder(db: Db, deps: NewOrderMailDeps, owner: { id: number; companyId: number }, orderId: number) {
  await db.transaction(async (tx) => {
    await waitingOrder(tx, owner.companyId, orderId);
    const now = new Date();
    const [order] = await tx
      .update(sales)
      .set({ status: 'RECEIVED', approvedBy: owner.id, approvedAt: now, processedAt: now })
      .where(eq(sales.id, orderId))
      .returning();
    await tx.insert(saleStatusHistory).values({ saleId: orderId, status: 'RECEIVED', changedBy: owner.id });
    const lines = await tx.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(asc(saleDetails.id));
    await queueNewOrderMails(tx, deps, order, lines);
  });
}

/**
 * Cancels a waiting order as the staff's cancel does (its units back, the e-mail to whoever placed it with the
 * reason, the stock alerts), by `actorId`; answers the products whose stock changed.
 */
async function release(deps: OrderStatusDeps, tx: Tx, orderId: number, actorId: number, reason: string) {
  // it never went to the store: no «new order» e-mail is owed for it any more
  await tx.update(sales).set({ processedAt: new Date() }).where(eq(sales.id, orderId));
  const { changedProducts } = await changeOrderStatus({ ...deps, db: tx }, orderId, 'CANCELED', actorId, { reason });
  return changedProducts;
}

/** «Rechazar»: the owner says why; the order is canceled and its stock given back. */
export async function rejectOrder(deps: OrderStatusDeps, owner: { id: number; companyId: number }, orderId: number, reason: string) {
  return deps.db.transaction(async (tx) => {
    await waitingOrder(tx, owner.companyId, orderId);
    return release(deps, tx, orderId, owner.id, reason);
  });
}

/**
 * The job's work: an order still waiting once its hours are over is canceled with «No se aprobó en 72 horas», by
 * whoever placed it (the history says so); one approved or rejected meanwhile, or not yet due, is left alone.
 */
export async function releaseUnapproved(deps: OrderStatusDeps, orderId: number) {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: sales.status,
        userId: sales.userId,
        due: sql<boolean>`${sales.saleDate} <= now() - make_interval(hours => ${ORDER_APPROVAL_HOURS})`,
      })
      .from(sales)
      .where(eq(sales.id, orderId))
      .for('update');
    if (order?.status !== 'PENDING_APPROVAL' || !order.due) return [];
    return release(deps, tx, orderId, order.userId, MSG.orderApprovalExpired);
  });
}
