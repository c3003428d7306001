import {
  type AdminOrderDetail,
  type AdminOrdersQuery,
  canMoveOrder,
  lineUnits,
  MSG,
  nextStatuses,
  SALE_STATUS_LABELS,
  SALE_STATUSES,
  type SaleStatus,
  type SaleStatusCounts,
  STORE_TIME_ZONE,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { saleDetails, saleStatusHistory, sales, users } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { num, rows } from '../../../lib/rows.ts';
import { containsPattern } from '../../../lib/sql.ts';

const label = (s: SaleStatus) => SALE_STATUS_LABELS[s];

/** The first instant of a calendar day in Ecuador, as a timestamptz expression. */
export const dayStart = (day: string | SQL) => sql`((${day})::date::timestamp at time zone ${STORE_TIME_ZONE})`;
const nextDayStart = (day: string) => sql`(((${day})::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`;

export function emptyCounts(): SaleStatusCounts {
  return Object.fromEntries(SALE_STATUSES.map((s) => [s, 0])) as SaleStatusCounts;
}

/** Every filter but the status: the status tabs count under these. */
function baseFilters(q: AdminOrdersQuery): SQL[] {
  const where: SQL[] = [];
  if (q.from) where.push(gte(sales.saleDate, dayStart(q.from)));
  if (q.to) where.push(lt(sales.saleDate, nextDayStart(q.to)));
  if (q.distributor) where.push(eq(sales.userId, q.distributor));
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

export async function listOrders(db: Db, q: AdminOrdersQuery) {
  const base = baseFilters(q);
  const where = and(...base, ...(q.status ? [eq(sales.status, q.status)] : []));
  const grouped = await db
    .select({ status: sales.status, n: count() })
    .from(sales)
    .where(and(...base))
    .groupBy(sales.status);
  const counts = emptyCounts();
  for (const g of grouped) counts[g.status] = num(g.n);
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);

  const list = await db
    .select({
      saleid: sales.id,
      status: sales.status,
      saledate: sales.saleDate,
      totalCents: sales.totalCents,
      items: sales.items,
      userid: sales.userId,
      companyName: sales.companyName,
      email: sales.email,
      city: sales.city,
    })
    .from(sales)
    .where(where)
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);

  let distributor: { userid: number; companyName: string; email: string } | null = null;
  if (q.distributor) {
    const [u] = await db
      .select({ userid: users.id, companyName: users.companyName, email: users.email })
      .from(users)
      .where(eq(users.id, q.distributor));
    distributor = u ?? null;
  }

  return {
    orders: list.map((r) => ({
      saleid: r.saleid,
      status: r.status,
      saledate: r.saledate.toISOString(),
      totalCents: r.totalCents,
      items: r.items,
      distributor: { userid: r.userid, companyName: r.companyName, email: r.email, city: r.city },
    })),
    info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total },
    counts,
    distributor,
  };
}

export async function orderDetail(db: Db, saleId: number): Promise<AdminOrderDetail> {
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) throw notFound(MSG.saleNotFound);
  const [lines, history] = await Promise.all([
    db.select().from(saleDetails).where(eq(saleDetails.saleId, saleId)).orderBy(asc(saleDetails.id)),
    db
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
      .where(eq(saleStatusHistory.saleId, saleId))
      .orderBy(asc(saleStatusHistory.changedAt), asc(saleStatusHistory.id)),
  ]);
  return {
    saleid: sale.id,
    status: sale.status,
    saledate: sale.saleDate.toISOString(),
    items: sale.items,
    discountCode: sale.discountCode,
    discountValue: sale.discountValue,
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
      discount: l.discountValue,
      lineTotalCents: l.lineTotalCents,
      thumbnail: l.thumbnail,
    })),
    totals: {
      grossCents: sale.grossCents,
      discountCents: sale.discountCents,
      subtotalCents: sale.subtotalCents,
      vatCents: sale.vatCents,
      totalCents: sale.totalCents,
    },
    distributor: {
      userid: sale.userId,
      companyName: sale.companyName,
      name: sale.contactName,
      lastname: sale.contactLastname,
      ci: sale.ci,
      email: sale.email,
      phone: sale.phone,
      phone2: sale.phone2,
      basePhone: sale.basePhone,
      address: sale.address,
      city: sale.city,
      province: sale.province,
    },
    history: history.map((h) => ({
      status: h.status as SaleStatus,
      changedAt: h.changedAt.toISOString(),
      by: h.userid === null ? null : { userid: h.userid, email: h.email ?? '', name: `${h.name ?? ''} ${h.lastname ?? ''}`.trim() },
    })),
    next: [...nextStatuses(sale.status)],
  };
}

export interface OrderMove {
  saleId: number;
  from: SaleStatus;
  to: SaleStatus;
  /** products whose stock changed (a cancel) */
  productIds: number[];
  /** lines whose variant (or size) no longer exists: their units could not go back to stock */
  skipped: { saledetailid: number; code: string; sizeName: string | null; quantity: number }[];
}

type Line = typeof saleDetails.$inferSelect;

/** "AR-7-NEG (talla 41)": how a message names a line. */
export const lineName = (l: { code: string; sizeName: string | null }) => (l.sizeName ? `${l.code} (talla ${l.sizeName})` : l.code);

/**
 * Puts a canceled order's units back. A line whose stock row still exists adds to it; a line whose row was
 * removed while its variant remains gets the row back (variant and the line's size, found by name), created
 * or added to; only a line whose variant (or size) is gone is skipped, and reported.
 */
async function returnUnits(tx: Tx, lines: Line[], skipped: OrderMove['skipped']) {
  const skip = (l: Line) => skipped.push({ saledetailid: l.id, code: l.code, sizeName: l.sizeName, quantity: l.quantity });
  // Same lock order as makeSale (stock rows by id, then products by id), so a cancel and a sale never deadlock.
  const byStock = new Map<number, Line[]>();
  const rowless: Line[] = [];
  for (const l of lines) {
    if (l.stockId === null) rowless.push(l);
    else byStock.set(l.stockId, [...(byStock.get(l.stockId) ?? []), l]);
  }
  for (const [stockId, group] of [...byStock].sort(([a], [b]) => a - b)) {
    const units = group.reduce((n, l) => n + l.quantity, 0);
    const updated = await rows(tx, sql`update stock set quantity = quantity + ${units} where stockid = ${stockId} returning stockid`);
    if (!updated.length) rowless.push(...group);
  }
  for (const l of rowless.sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0) || a.id - b.id)) {
    if (l.variantId === null) {
      skip(l);
      continue;
    }
    const [variant] = await rows(tx, sql`select prodvarid from product_variants where prodvarid = ${l.variantId}`);
    const [size] = l.sizeName === null ? [{ sizeid: null }] : await rows(tx, sql`select sizeid from sizes where name = ${l.sizeName}`);
    if (!variant || !size) {
      skip(l);
      continue;
    }
    const sizeId = size.sizeid === null ? null : num(size.sizeid);
    const [row] = await rows(
      tx,
      sql`insert into stock (prodvarid, sizeid, quantity) values (${l.variantId}, ${sizeId}, ${l.quantity})
          on conflict on constraint stock_variant_size_uq do update set quantity = stock.quantity + excluded.quantity
          returning stockid`,
    );
    // The line points at its stock row again.
    await tx
      .update(saleDetails)
      .set({ stockId: num(row.stockid) })
      .where(eq(saleDetails.id, l.id));
  }
}

/**
 * Moves an order to `to` in one transaction: the sale row is locked first, so two administrators moving
 * the same order at once are served one after the other and the second sees the first one's state.
 * A cancel puts every line's units back in stock (see returnUnits) and takes them off the product's units sold.
 */
export async function moveOrder(db: Db, saleId: number, to: SaleStatus, adminId: number): Promise<OrderMove> {
  return db.transaction(async (tx) => {
    const [locked] = await rows(tx, sql`select saleid, status from sales where saleid = ${saleId} for update`);
    if (!locked) throw notFound(MSG.saleNotFound);
    const from = locked.status as SaleStatus;
    if (from === to) throw new AppError('conflict', ADMIN_MSG.orderAlreadyIn(label(to)));
    if (!canMoveOrder(from, to)) throw new AppError('conflict', ADMIN_MSG.orderMoveRefused(label(from), label(to)));

    await tx.update(sales).set({ status: to }).where(eq(sales.id, saleId));
    await tx.insert(saleStatusHistory).values({ saleId, status: to, changedBy: adminId });

    const move: OrderMove = { saleId, from, to, productIds: [], skipped: [] };
    if (to !== 'CANCELED') return move;

    const lines = await tx.select().from(saleDetails).where(eq(saleDetails.saleId, saleId)).orderBy(asc(saleDetails.id));
    await returnUnits(tx, lines, move.skipped);
    // The order did not sell: its units leave the best-seller count whether or not they went back to stock.
    const soldByProduct = new Map<number, number>();
    for (const l of lines) soldByProduct.set(l.productId, (soldByProduct.get(l.productId) ?? 0) + lineUnits(l));
    for (const [productId, units] of [...soldByProduct].sort(([a], [b]) => a - b)) {
      await tx.execute(sql`update products set units_sold = greatest(units_sold - ${units}, 0) where productid = ${productId}`);
    }
    move.productIds = [...soldByProduct.keys()];
    return move;
  });
}
