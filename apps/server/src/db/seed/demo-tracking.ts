import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { moveOrder } from '../../modules/admin/orders/index.ts';
import { addToCart } from '../../modules/cart/index.ts';
import { placeOrder } from '../../modules/sales/index.ts';
import type { Db } from '../client.ts';
import { products, saleStatusHistory, sales, stock, variants } from '../schema.ts';
import { asOwner } from './accounts.ts';

/** Placed two days ago: between the approved order (four days) and today's. */
const DAYS_AGO = 2;

/**
 * «Seguimiento» in the demo (decision 016): an order of the Quito distributor on its way, with the
 * carrier and the guide number the staff entered, and a timeline of four states a few hours apart. Placed
 * through the real cart and checkout, on a SIZES product away from the ones the other demos pick.
 */
export async function placeDemoDeliveringOrder(db: Db, buyerId: number, adminId: number): Promise<void> {
  const [line] = await db
    .select({ prodvarid: variants.id, sizeid: stock.sizeId })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(stock, eq(stock.variantId, variants.id))
    .where(and(eq(products.active, true), eq(products.preventa, false), eq(products.stockType, 'SIZES'), gte(stock.quantity, 24)))
    .orderBy(asc(products.id), asc(variants.position), asc(stock.sizeId))
    .offset(12)
    .limit(1);
  if (!line) throw new Error('the demo catalogue has no product for the order on its way');
  await addToCart(db, buyerId, { ...line, quantity: 12 });
  const { orderId } = await placeOrder(db, asOwner(buyerId));
  await moveOrder(db, orderId, 'APPROVED', adminId);
  await moveOrder(db, orderId, 'TO_DELIVER', adminId);
  await moveOrder(db, orderId, 'DELIVERING', adminId, { carrier: 'Servientrega', trackingNumber: 'SE-2611-048213' });
  // Back-dated: placed two days ago at this hour, each later state five hours after the one before.
  const placed = sql`now() - make_interval(days => ${DAYS_AGO})`;
  await db.update(sales).set({ saleDate: placed, processedAt: placed }).where(eq(sales.id, orderId));
  const steps = await db
    .select({ id: saleStatusHistory.id })
    .from(saleStatusHistory)
    .where(eq(saleStatusHistory.saleId, orderId))
    .orderBy(asc(saleStatusHistory.id));
  for (const [i, step] of steps.entries()) {
    await db
      .update(saleStatusHistory)
      .set({ changedAt: sql`${placed} + make_interval(hours => ${i * 5})` })
      .where(eq(saleStatusHistory.id, step.id));
  }
}
