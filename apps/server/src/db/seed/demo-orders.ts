import { SALE_STATUSES, type SaleStatus } from '@store/contracts';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import { moveOrder } from '../../modules/admin/orders/index.ts';
import { addToCart } from '../../modules/cart/index.ts';
import { placeOrder } from '../../modules/sales/index.ts';
import type { Db } from '../client.ts';
import { products, sales, stock, variants } from '../schema.ts';
import { asOwner } from './accounts.ts';

/**
 * A few past orders of the second demo distributor, placed through the real cart and checkout and moved by
 * the demo administrator, so that the orders page, the back office's orders and its dashboard have
 * something to show: boxes, half boxes, sizes and a pre-sale line, in several states and days.
 */
export async function placeDemoOrders(db: Db, buyerId: number, adminId: number): Promise<void> {
  // The first product of each kind with plenty of stock: the same picks on every seed.
  const pick = async (where: SQL | undefined) => {
    const [r] = await db
      .select({ prodvarid: variants.id, sizeid: stock.sizeId })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .innerJoin(stock, eq(stock.variantId, variants.id))
      .where(and(eq(products.active, true), gte(stock.quantity, 24), where))
      .orderBy(products.id, variants.position, sql`${stock.sizeId} nulls first`)
      .limit(1);
    if (!r) throw new Error('the demo catalogue has no product for the demo orders');
    return r;
  };
  const boxes = await pick(and(eq(products.stockType, 'BOXES'), eq(products.preventa, false)));
  const units = await pick(and(eq(products.stockType, 'UNITS'), eq(products.preventa, false)));
  const sized = await pick(and(eq(products.stockType, 'SIZES'), eq(products.preventa, false)));
  const preSale = await pick(and(eq(products.preventa, true), eq(products.stockType, 'BOXES')));

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
    const { orderId } = await placeOrder(db, asOwner(buyerId), { discountCode: order.code });
    // The flow's steps up to the order's state (a cancel is one step from any state before delivery).
    const steps = order.status === 'CANCELED' ? ['CANCELED' as const] : SALE_STATUSES.slice(1, SALE_STATUSES.indexOf(order.status) + 1);
    for (const status of steps) await moveOrder(db, orderId, status, adminId);
    // Back-dated, each step an hour after the one before; the confirmation e-mails count as sent.
    const placed = sql`now() - make_interval(days => ${order.daysAgo})`;
    await db.update(sales).set({ saleDate: placed, processedAt: placed }).where(eq(sales.id, orderId));
    await db.execute(
      sql`update sale_status_history h set changed_at = ${placed} + make_interval(hours => x.n::int - 1)
          from (select historyid, row_number() over (order by historyid) as n from sale_status_history where saleid = ${orderId}) x
          where h.historyid = x.historyid`,
    );
  }
}
