import { SALE_STATUSES, type SaleStatus } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { num, rows } from '../../lib/rows.ts';
import { moveOrder } from '../../modules/admin/orders/service.ts';
import { addToCart } from '../../modules/cart/service.ts';
import { makeSale } from '../../modules/sales/service.ts';
import type { Db } from '../client.ts';

/**
 * A few past orders of the second demo distributor, placed through the real cart and checkout and moved by
 * the demo administrator, so that the orders page, the back office's orders and its dashboard have
 * something to show: boxes, half boxes, sizes and a pre-sale line, in several states and days.
 */
export async function placeDemoOrders(db: Db, buyerId: number, adminId: number): Promise<void> {
  // The first product of each kind with plenty of stock: the same picks on every seed.
  const pick = async (where: ReturnType<typeof sql>) => {
    const [r] = await rows(
      db,
      sql`select v.prodvarid, s.sizeid from products p join product_variants v using (productid) join stock s using (prodvarid)
          where p.active and s.quantity >= 24 and ${where} order by p.productid, v.position, s.sizeid nulls first limit 1`,
    );
    if (!r) throw new Error('the demo catalogue has no product for the demo orders');
    return { prodvarid: num(r.prodvarid), sizeid: r.sizeid === null ? null : num(r.sizeid) };
  };
  const boxes = await pick(sql`p.stocktype = 'BOXES' and not p.preventa`);
  const units = await pick(sql`p.stocktype = 'UNITS' and not p.preventa`);
  const sized = await pick(sql`p.stocktype = 'SIZES' and not p.preventa`);
  const preSale = await pick(sql`p.preventa and p.stocktype = 'BOXES'`);

  const orders: {
    daysAgo: number;
    status: SaleStatus;
    code?: string;
    lines: { prodvarid: number; sizeid: number | null; quantity: number }[];
  }[] = [
    {
      daysAgo: 21,
      status: 'DELIVERED',
      lines: [
        { ...boxes, quantity: 2 },
        { ...units, quantity: 12 },
      ],
    },
    { daysAgo: 9, status: 'CANCELED', lines: [{ ...units, quantity: 6 }] },
    {
      daysAgo: 4,
      status: 'APPROVED',
      code: 'MAYORISTA10',
      lines: [
        { ...sized, quantity: 6 },
        { ...preSale, quantity: 1 },
      ],
    },
    { daysAgo: 0, status: 'RECEIVED', lines: [{ ...boxes, quantity: 1 }] },
  ];
  for (const order of orders) {
    for (const line of order.lines) await addToCart(db, buyerId, line);
    const { saleId } = await makeSale(db, buyerId, order.code);
    // The flow's steps up to the order's state (a cancel is one step from any state before delivery).
    const steps = order.status === 'CANCELED' ? ['CANCELED' as const] : SALE_STATUSES.slice(1, SALE_STATUSES.indexOf(order.status) + 1);
    for (const status of steps) await moveOrder(db, saleId, status, adminId);
    // Back-dated, each step an hour after the one before; the confirmation e-mails count as sent.
    const placed = sql`now() - make_interval(days => ${order.daysAgo})`;
    await db.execute(sql`update sales set saledate = ${placed}, processed_at = ${placed} where saleid = ${saleId}`);
    await db.execute(
      sql`update sale_status_history h set changed_at = ${placed} + make_interval(hours => x.n::int - 1)
          from (select historyid, row_number() over (order by historyid) as n from sale_status_history where saleid = ${saleId}) x
          where h.historyid = x.historyid`,
    );
  }
}
