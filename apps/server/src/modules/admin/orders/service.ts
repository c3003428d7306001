import {
  type AdminOrderDetail,
  type AdminOrdersQuery,
  canMoveOrder,
  emptyStatusCounts,
  lineUnits,
  type MoveOrderBody,
  MSG,
  nextStatuses,
  SALE_STATUS_LABELS,
  type SaleStatus,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { personNames } from '../../../db/person-names.ts';
import { companies, products, quotes, saleDetails, saleStatusHistory, sales, users } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { containsPattern } from '../../../lib/sql.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Queue } from '../../../plugins/queue.ts';
import { queueStockAlerts } from '../../alerts/index.ts';
import { deliveryOf, listBranches } from '../../company/index.ts';
import { type Invoicing, invoiceOrderMove } from '../../e-invoicing/index.ts';
import { orderStatusMail, unitTotals } from '../../sales/index.ts';
import { recordChange } from '../history/index.ts';
import { lineName, returnUnits, type SkippedLine } from './return-units.ts';

const label = (s: SaleStatus) => SALE_STATUS_LABELS[s];

/** The first instant of a calendar day (YYYY-MM-DD) on the store's clock, and of the day after, as timestamptz. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
const nextDayStart = (day: string, timeZone: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/** Every filter but the status: the status tabs count under these. */
export function baseFilters(q: AdminOrdersQuery, timeZone: string): SQL[] {
  const where: SQL[] = [];
  if (q.from) where.push(gte(sales.saleDate, dayStart(q.from, timeZone)));
  if (q.to) where.push(lt(sales.saleDate, nextDayStart(q.to, timeZone)));
  if (q.distributor) where.push(eq(sales.companyId, q.distributor));
  if (q.branch) where.push(eq(sales.branchId, q.branch));
  if (q.payment) where.push(eq(sales.paymentStatus, q.payment));
  if (q.q) {
    // "#12" is an order number; "12" an order number or text; anything else the company, e-mail or contact name.
    const number = /^#?\d{1,9}$/.test(q.q) ? Number(q.q.replace('#', '')) : null;
    if (q.q.startsWith('#') && number !== null) where.push(eq(sales.id, number));
    else {
      const pattern = containsPattern(q.q);
      // The buyer as the order was placed, which is what the list shows.
      const match = [
        ilike(sales.companyName, pattern),
        ilike(sales.email, pattern),
        ilike(sql`${sales.contactName} || ' ' || ${sales.contactLastname}`, pattern),
      ];
      if (number !== null) match.unshift(eq(sales.id, number));
      where.push(or(...match)!);
    }
  }
  return where;
}

export async function listOrders(db: Db, q: AdminOrdersQuery, timeZone: string) {
  const base = baseFilters(q, timeZone);
  const where = and(...base, ...(q.status ? [eq(sales.status, q.status)] : []));
  const grouped = await db
    .select({ status: sales.status, n: count() })
    .from(sales)
    .where(and(...base))
    .groupBy(sales.status);
  const counts = emptyStatusCounts();
  for (const g of grouped) counts[g.status] = g.n;
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);

  const list = await db
    .select({
      saleid: sales.id,
      status: sales.status,
      paymentStatus: sales.paymentStatus,
      saledate: sales.saleDate,
      totalCents: sales.totalCents,
      userid: sales.userId,
      companyName: sales.companyName,
      email: sales.email,
      city: sales.city,
      branch: sales.branchName,
    })
    .from(sales)
    .where(where)
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);

  let distributor: { userid: number; companyName: string; email: string } | null = null;
  let companyBranches: { branchid: number; name: string }[] = [];
  if (q.distributor) {
    // the company and the owner who registered it (its id is theirs)
    const [u] = await db
      .select({ userid: companies.id, companyName: companies.companyName, email: users.email })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.id))
      .where(eq(companies.id, q.distributor));
    distributor = u ?? null;
    companyBranches = (await listBranches(db, q.distributor)).map((b) => ({ branchid: b.branchid, name: b.name }));
  }

  const counted = await unitTotals(
    db,
    list.map((r) => r.saleid),
  );
  return {
    orders: list.map((r, i) => ({
      saleid: r.saleid,
      status: r.status,
      paymentStatus: r.paymentStatus,
      saledate: r.saledate.toISOString(),
      totalCents: r.totalCents,
      unit_totals: counted[i],
      distributor: { userid: r.userid, companyName: r.companyName, email: r.email, city: r.city },
      branch: r.branch,
    })),
    info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total },
    counts,
    distributor,
    branches: companyBranches,
  };
}

export async function orderDetail(db: DbOrTx, orderId: number): Promise<AdminOrderDetail> {
  const [order] = await db.select().from(sales).where(eq(sales.id, orderId));
  if (!order) throw notFound(MSG.saleNotFound);
  // One after another: a move reads it inside its transaction, whose one connection would only queue them.
  const lines = await db.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(asc(saleDetails.id));
  const history = await db
    .select({
      status: saleStatusHistory.status,
      changedAt: saleStatusHistory.changedAt,
      userid: users.id,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
    })
    .from(saleStatusHistory)
    .leftJoin(users, eq(users.id, saleStatusHistory.changedBy))
    .where(eq(saleStatusHistory.saleId, orderId))
    .orderBy(asc(saleStatusHistory.changedAt), asc(saleStatusHistory.id));
  const names = await personNames(db, [order.approvedBy, order.enteredBy]);
  const quote = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.saleId, orderId));
  return {
    saleid: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    cancelReason: order.cancelReason,
    saledate: order.saleDate.toISOString(),
    items: order.items,
    discountCode: order.discountCode,
    codePercent: order.codePercent,
    lines: lines.map((l) => ({
      saledetailid: l.id,
      productId: l.productId,
      productName: l.productName,
      brandName: l.brandName,
      code: l.code,
      colorName: l.colorName,
      colorHex: l.colorHex,
      sizeName: l.sizeName,
      quantity: l.quantity,
      stockType: l.stockType,
      unit: l.unit,
      unitsPerQuantity: l.unitsPerQuantity,
      preventa: l.preventa,
      priceCents: l.priceCents,
      discountPercent: l.discountPercent,
      lineTotalCents: l.lineTotalCents,
      thumbnail: l.thumbnail,
    })),
    totals: {
      grossCents: order.grossCents,
      discountCents: order.discountCents,
      subtotalCents: order.subtotalCents,
      vatCents: order.vatCents,
      totalCents: order.totalCents,
    },
    distributor: {
      // the company's page (its id); the name and e-mail below are of whoever of its people placed it
      userid: order.companyId ?? order.userId,
      companyName: order.companyName,
      name: order.contactName,
      lastname: order.contactLastname,
      ci: order.ci,
      email: order.email,
      phone: order.phone,
      phone2: order.phone2,
      basePhone: order.basePhone,
      address: order.address,
      city: order.city,
      province: order.province,
    },
    delivery: deliveryOf(order),
    approvedBy: names.get(order.approvedBy ?? 0) ?? null,
    enteredBy: order.enteredBy === null ? null : (names.get(order.enteredBy) ?? ''),
    quoteId: quote[0]?.id ?? null,
    history: history.map((h) => ({
      status: h.status,
      changedAt: h.changedAt.toISOString(),
      by: h.userid === null ? null : { userid: h.userid, email: h.email ?? '', name: `${h.name ?? ''} ${h.lastname ?? ''}`.trim() },
    })),
    next: [...nextStatuses(order.status)],
  };
}

/**
 * «Transportista» and «Número de guía», as the staff entered them (trimmed; blank is none), and a cancel's
 * reason (the move body requires it for a cancel).
 */
export type Tracking = Pick<MoveOrderBody, 'carrier' | 'trackingNumber' | 'reason'>;

export interface OrderMove {
  orderId: number;
  from: SaleStatus;
  to: SaleStatus;
  /** products whose stock changed (a cancel) */
  productIds: number[];
  /** lines whose variant (or size) no longer exists: their units could not go back to stock */
  skipped: SkippedLine[];
}

/**
 * Moves an order to `to` in one transaction: the order's row is locked first, so two administrators moving
 * the same order at once are served one after the other and the second sees the first one's state.
 * A cancel puts every line's units back in stock (see returnUnits) and takes them off the product's units
 * sold, and the move says which products' stock changed (the route makes their cached cards stale).
 * Given a transaction (confirming a payment that also approves the order), the move is a savepoint in it.
 */
export async function moveOrder(db: DbOrTx, orderId: number, to: SaleStatus, adminId: number, tracking: Tracking = {}): Promise<OrderMove> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: sales.status }).from(sales).where(eq(sales.id, orderId)).for('update');
    if (!locked) throw notFound(MSG.saleNotFound);
    const from = locked.status;
    if (from === to) throw new AppError('conflict', ADMIN_MSG.orderAlreadyIn(label(to)));
    if (!canMoveOrder(from, to)) throw new AppError('conflict', ADMIN_MSG.orderMoveRefused(label(from), label(to)));

    // The carrier and the guide belong to the trip: they are kept on the move to «Entrega en Camino» only.
    const trip = to === 'DELIVERING' ? { carrier: tracking.carrier ?? null, trackingNumber: tracking.trackingNumber ?? null } : {};
    // The reason belongs to the cancel: kept on the order for its e-mail, its page and the buyer's detail.
    const cancel = to === 'CANCELED' ? { cancelReason: tracking.reason ?? null } : {};
    await tx
      .update(sales)
      .set({ status: to, ...trip, ...cancel })
      .where(eq(sales.id, orderId));
    await tx.insert(saleStatusHistory).values({ saleId: orderId, status: to, changedBy: adminId });
    await recordChange(tx, adminId, {
      entity: 'order',
      entityId: orderId,
      label: `Pedido #${orderId}`,
      action: 'Cambió el estado',
      before: { Estado: label(from) },
      after: {
        Estado: label(to),
        ...(to === 'DELIVERING' && { Transportista: trip.carrier ?? null, 'Número de guía': trip.trackingNumber ?? null }),
        ...(to === 'CANCELED' && { Motivo: cancel.cancelReason ?? null }),
      },
    });

    const moved: OrderMove = { orderId, from, to, productIds: [], skipped: [] };
    if (to !== 'CANCELED') return moved;

    const lines = await tx.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(asc(saleDetails.id));
    moved.skipped = await returnUnits(tx, lines);
    // The order did not sell: its units leave the best-seller count whether or not they went back to stock.
    const soldByProduct = new Map<number, number>();
    for (const l of lines) soldByProduct.set(l.productId, (soldByProduct.get(l.productId) ?? 0) + lineUnits(l));
    for (const [productId, units] of [...soldByProduct].sort(([a], [b]) => a - b)) {
      await tx
        .update(products)
        .set({ unitsSold: sql`greatest(${products.unitsSold} - ${units}, 0)` })
        .where(eq(products.id, productId));
    }
    moved.productIds = [...soldByProduct.keys()];
    return moved;
  });
}

export interface OrderStatusDeps {
  /** a transaction too: the move is then a savepoint in it (an owner's rejection, modules/approvals) */
  db: DbOrTx;
  mailer: Mailer;
  queue: Pick<Queue, 'send'>;
  invoicing: Invoicing | null;
  log: FastifyBaseLogger;
  publicUrl: string;
  timeZone: string;
}

/**
 * An administrator moves an order: the move (and a cancel's units), the distributor's e-mail and, for a
 * cancel, the stock alerts' job are written in one transaction, and the answer says what happened.
 */
export async function changeOrderStatus(deps: OrderStatusDeps, orderId: number, to: SaleStatus, adminId: number, tracking: Tracking = {}) {
  const { move, order } = await deps.db.transaction(async (tx) => {
    const move = await moveOrder(tx, orderId, to, adminId, tracking);
    await invoiceOrderMove(tx, deps, orderId, move.to);
    const order = await orderDetail(tx, move.orderId);
    await deps.mailer.send(orderStatusMail(order, deps), { tx });
    // A cancel gave units back: the alerts of those products' colours that can be bought again go out.
    if (move.productIds.length) await queueStockAlerts(deps.queue, tx, { productIds: move.productIds });
    return { move, order };
  });
  // Lines whose variant is gone could not go back to stock: the administrator is told which ones.
  const notReturned = [...new Set(move.skipped.map(lineName))];
  if (notReturned.length) {
    deps.log.warn(
      { saleId: move.orderId, lines: move.skipped },
      'order canceled: these lines’ variants no longer exist, their units were not returned',
    );
  }
  let msg = ADMIN_MSG.orderMoved(move.orderId, label(move.to));
  if (move.to === 'CANCELED')
    msg = notReturned.length ? ADMIN_MSG.orderCanceledNotReturned(move.orderId, notReturned) : ADMIN_MSG.orderCanceled(move.orderId);
  return { msg, order, changedProducts: move.productIds };
}
