import { type DashboardResponse, emptyStatusCounts, storeDayOf } from '@store/contracts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { categories, colors, companies, contactMessages, products, sales, sizes, stock, variants } from '../../../db/schema.ts';
import { isLowStockRow, stockQuantity } from '../../../db/stock-units.ts';
import { overdueOrders } from '../credit/index.ts';

/** Placed on today's date on the store's clock, whatever the server's zone. */
const placedToday = (timeZone: string) => sql`(${sales.saleDate} at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date`;

/** How many of the lowest stock rows the dashboard lists. */
export const LOW_STOCK_LIMIT = 20;

/**
 * Stock rows, not variants, of active products under MIN_VISIBLE_STOCK pairs: a size at 0 is what the staff
 * must restock even when other sizes are full. The lowest first, with how many there are in all.
 */
function lowStock(db: Db) {
  return db
    .select({
      stockid: stock.id,
      productid: products.id,
      productName: products.name,
      variantId: variants.id,
      code: variants.code,
      colorName: colors.name,
      colorHex: colors.hexcode,
      sizeName: sizes.name,
      quantity: stockQuantity,
      stockType: products.stockType,
      unit: categories.unit,
      total: sql`count(*) over ()`.mapWith(Number),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .leftJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(and(eq(products.active, true), isLowStockRow))
    .orderBy(stockQuantity, asc(products.name), asc(variants.code), sql`${sizes.sortOrder} nulls first`, asc(sizes.name))
    .limit(LOW_STOCK_LIMIT);
}

/**
 * The back office's first page: what needs attention today, in a handful of small queries. `unsentMails`
 * counts the e-mails the job queue gave up on.
 */
export async function dashboard(db: Db, timeZone: string, unsentMails: () => Promise<number>): Promise<Omit<DashboardResponse, 'ok'>> {
  const [[pending], byStatus, [today], low, [unread], [receipts], unsent, overdue] = await Promise.all([
    db.select({ n: count() }).from(companies).where(eq(companies.status, 'PENDING')),
    db.select({ status: sales.status, n: count() }).from(sales).groupBy(sales.status),
    db
      .select({ n: count(), cents: sql`coalesce(sum(${sales.totalCents}), 0)`.mapWith(Number) })
      .from(sales)
      .where(and(ne(sales.status, 'CANCELED'), placedToday(timeZone))),
    lowStock(db),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
    // the orders list's `?payment=SENT`: the same orders, so the number and the list agree
    db.select({ n: count() }).from(sales).where(eq(sales.paymentStatus, 'SENT')),
    unsentMails(),
    overdueOrders(db, storeDayOf(new Date(), timeZone)),
  ]);
  const ordersByStatus = emptyStatusCounts();
  for (const r of byStatus) ordersByStatus[r.status] = r.n;
  return {
    pendingDistributors: pending.n,
    ordersByStatus,
    today: { orders: today.n, totalCents: today.cents },
    lowStock: { items: low.map(({ total: _, ...item }) => item), total: low[0]?.total ?? 0 },
    unreadMessages: unread.n,
    receiptsToCheck: receipts.n,
    unsentMails: unsent,
    overdue,
  };
}
