/**
 * The dashboard's charts (decision 030): sales per Ecuador day over the period (every day, zero-filled), orders by
 * status, the ten products (their amounts after the orders' discount codes) and distributors that bought the most,
 * and sales by province. Canceled orders are left
 * out of every sum; the period starts at the first instant of its first day in Ecuador.
 */
import { addDays, type ChartsResponse, emptyStatusCounts, SALE_STATUSES, storeDayOf } from '@store/contracts';
import { and, count, desc, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { saleDetails, sales } from '../../../db/schema.ts';

const TOP = 10;

export async function dashboardCharts(db: Db, days: number, timeZone: string): Promise<Omit<ChartsResponse, 'ok'>> {
  const today = storeDayOf(new Date(), timeZone);
  const first = addDays(today, -(days - 1));
  const since = gte(sales.saleDate, sql`(${first}::date::timestamp at time zone ${timeZone})`);
  const sold = and(since, ne(sales.status, 'CANCELED'));
  const totalCents = sql<number>`coalesce(sum(${sales.totalCents}), 0)`.mapWith(Number);
  const day = sql<string>`((${sales.saleDate} at time zone ${timeZone})::date)::text`;
  const [perDay, perStatus, products, distributors, provinces] = await Promise.all([
    // by position: the zone is a parameter, and PostgreSQL does not see two parameters as one expression
    db.select({ day, orders: count(), totalCents }).from(sales).where(sold).groupBy(sql`1`),
    db.select({ status: sales.status, orders: count() }).from(sales).where(since).groupBy(sales.status),
    db
      .select({
        productid: saleDetails.productId,
        name: sql<string>`max(${saleDetails.productName})`,
        units: sql<number>`sum(${saleDetails.quantity} * ${saleDetails.unitsPerQuantity})`.mapWith(Number),
        // what was paid for it: each line after its order's discount code, as the order's total counts it
        totalCents:
          sql<number>`sum(${saleDetails.lineTotalCents} - round(${saleDetails.lineTotalCents} * ${sales.codePercent} / 100.0))`.mapWith(
            Number,
          ),
      })
      .from(saleDetails)
      .innerJoin(sales, sql`${sales.id} = ${saleDetails.saleId}`)
      .where(sold)
      .groupBy(saleDetails.productId)
      .orderBy(desc(sql`4`), saleDetails.productId)
      .limit(TOP),
    db
      .select({ userid: sales.userId, companyName: sql<string>`max(${sales.companyName})`, orders: count(), totalCents })
      .from(sales)
      .where(sold)
      .groupBy(sales.userId)
      .orderBy(desc(sql`4`), sales.userId)
      .limit(TOP),
    db
      .select({ province: sales.province, orders: count(), totalCents })
      .from(sales)
      .where(sold)
      .groupBy(sales.province)
      .orderBy(desc(sql`3`), sales.province),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const statusCounts = emptyStatusCounts();
  for (const s of perStatus) statusCounts[s.status] = s.orders;
  return {
    days,
    salesByDay: Array.from({ length: days }, (_, i) => {
      const d = addDays(first, i);
      const found = byDay.get(d);
      return { day: d, orders: found?.orders ?? 0, totalCents: found?.totalCents ?? 0 };
    }),
    ordersByStatus: SALE_STATUSES.map((status) => ({ status, orders: statusCounts[status] })),
    topProducts: products,
    topDistributors: distributors,
    salesByProvince: provinces,
  };
}
