import { SALE_STATUSES } from '@store/contracts';
import { and, asc, between, eq, gt, gte, type SQL, sql } from 'drizzle-orm';
import { moveOrder } from '../../modules/admin/orders/index.ts';
import { addLines } from '../../modules/buying/index.ts';
import { placeOrder } from '../../modules/sales/index.ts';
import type { Db } from '../client.ts';
import { products, sales, stock, variants } from '../schema.ts';
import { asOwner } from './accounts.ts';

/** Older than the other demo orders (three weeks at most): it is the first in the list. */
const DAYS_AGO = 35;

/**
 * «Volver a pedir» in the demo (decision 018): the Quito distributor's oldest order, delivered five
 * weeks ago, bought a whole colour of boxes and all but half a box of a UNITS colour, so that reordering it
 * today shows every outcome: two lines added, one «Agotado», one «Stock insuficiente: se agregaron 6 de …».
 * Placed through the real cart and checkout (which takes the stock), away from the products the other
 * demos pick (the first of each kind, the last SIZES product).
 */
export async function placeDemoReorderStory(db: Db, buyerId: number, adminId: number): Promise<void> {
  const pick = async (where: SQL | undefined, quantity: SQL) => {
    const [r] = await db
      .select({ prodvarid: variants.id, sizeid: stock.sizeId, quantity: stock.quantity })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .innerJoin(stock, eq(stock.variantId, variants.id))
      .where(and(eq(products.active, true), eq(products.preventa, false), quantity, where))
      .orderBy(asc(products.id), asc(variants.position), sql`${stock.sizeId} nulls first`)
      .offset(5)
      .limit(1);
    if (!r) throw new Error('the demo catalogue has no product for the reorder story');
    return r;
  };
  const boxes = await pick(eq(products.stockType, 'BOXES'), gte(stock.quantity, 24));
  const sized = await pick(eq(products.stockType, 'SIZES'), gte(stock.quantity, 24));
  // a second colour (the first stays on show) with a few boxes: the order takes them all
  const soldOut = await pick(and(eq(products.stockType, 'BOXES'), gt(variants.position, 0)), between(stock.quantity, 2, 10));
  // UNITS stock comes in half boxes: the order leaves one
  const lessStock = await pick(eq(products.stockType, 'UNITS'), between(stock.quantity, 24, 60));

  const lines = [
    { prodvarid: boxes.prodvarid, sizeid: null, quantity: 2 },
    { prodvarid: sized.prodvarid, sizeid: sized.sizeid, quantity: 6 },
    { prodvarid: soldOut.prodvarid, sizeid: null, quantity: soldOut.quantity },
    { prodvarid: lessStock.prodvarid, sizeid: null, quantity: lessStock.quantity - 6 },
  ];
  await addLines(db, buyerId, lines);
  const { orderId } = await placeOrder(db, asOwner(buyerId));
  for (const status of SALE_STATUSES.slice(1, SALE_STATUSES.indexOf('DELIVERED') + 1)) await moveOrder(db, orderId, status, adminId);
  const placed = sql`now() - make_interval(days => ${DAYS_AGO})`;
  await db.update(sales).set({ saleDate: placed, processedAt: placed }).where(eq(sales.id, orderId));
  await db.execute(
    sql`update sale_status_history h set changed_at = ${placed} + make_interval(hours => x.n::int - 1)
        from (select historyid, row_number() over (order by historyid) as n from sale_status_history where saleid = ${orderId}) x
        where h.historyid = x.historyid`,
  );
}
