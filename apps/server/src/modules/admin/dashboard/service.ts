import {
  type CountingUnit,
  type DashboardResponse,
  MIN_VISIBLE_STOCK,
  type SaleStatus,
  STORE_TIME_ZONE,
  type StockType,
} from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { num, rows } from '../../../lib/rows.ts';
import { emptyCounts } from '../orders/service.ts';

/** How many of the lowest stock rows the dashboard lists. */
export const LOW_STOCK_LIMIT = 20;

/** The back office's first page: what needs attention today, in a handful of small queries. */
export async function dashboard(db: Db): Promise<Omit<DashboardResponse, 'ok'>> {
  const [[pending], byStatus, [today], low, [unread]] = await Promise.all([
    rows(db, sql`select count(*) as n from users where role = 'DISTRIBUTOR' and status = 'PENDING'`),
    rows(db, sql`select status, count(*) as n from sales group by status`),
    // "Today" is the calendar day in Ecuador, whatever the server's zone.
    rows(
      db,
      sql`select count(*) as n, coalesce(sum(total_cents), 0) as cents from sales
          where status <> 'CANCELED'
            and saledate >= ((now() at time zone ${STORE_TIME_ZONE})::date::timestamp at time zone ${STORE_TIME_ZONE})
            and saledate < (((now() at time zone ${STORE_TIME_ZONE})::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`,
    ),
    // Stock rows, not variants: a size at 0 is what the staff must restock even when other sizes are full.
    // A variant with no stock row at all has 0 units too (stockid null).
    rows(
      db,
      sql`with low as (
            select s.stockid, p.productid, p.name as product_name, p.stocktype, cat.unit, v.prodvarid, v.code, c.name as color_name, c.hexcode,
                   z.name as size_name, z.sort_order, coalesce(s.quantity, 0) as quantity
            from product_variants v
            join products p on p.productid = v.productid
            join colors c on c.colorid = v.colorid
            join categories cat on cat.categoryid = p.categoryid
            left join stock s on s.prodvarid = v.prodvarid
            left join sizes z on z.sizeid = s.sizeid
            -- in pairs (or units): a BOXES row counts boxes
            where p.active and coalesce(s.quantity, 0) * (case when p.stocktype = 'BOXES' then p.units_per_box else 1 end) < ${MIN_VISIBLE_STOCK}
          )
          select *, count(*) over () as total from low
          order by quantity, product_name, code, sort_order nulls first, size_name
          limit ${LOW_STOCK_LIMIT}`,
    ),
    rows(db, sql`select count(*) as n from contact_messages where read_at is null`),
  ]);
  const ordersByStatus = emptyCounts();
  for (const r of byStatus) ordersByStatus[r.status as SaleStatus] = num(r.n);
  return {
    pendingDistributors: num(pending.n),
    ordersByStatus,
    today: { orders: num(today.n), totalCents: num(today.cents) },
    lowStock: {
      items: low.map((r) => ({
        stockid: r.stockid === null ? null : num(r.stockid),
        productid: num(r.productid),
        productName: String(r.product_name),
        variantId: num(r.prodvarid),
        code: String(r.code),
        colorName: String(r.color_name),
        colorHex: String(r.hexcode),
        sizeName: r.size_name === null ? null : String(r.size_name),
        quantity: num(r.quantity),
        stockType: r.stocktype as StockType,
        unit: r.unit as CountingUnit,
      })),
      total: num(low[0]?.total),
    },
    unreadMessages: num(unread.n),
  };
}
