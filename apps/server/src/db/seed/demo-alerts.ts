import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products, sizes, stock, stockAlerts, users, variants } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/**
 * The stock alerts of the demo (decision 019): one regular SIZES product gets a sold-out colour (its last) and a
 * sold-out size in its first colour, and the demo distributor has an open alert on each, so the product page
 * shows a greyed colour and a size offering «Avísame», and «Mis avisos» lists both. The last such product by
 * id is used, away from the first ones the other demos pick.
 */
export async function seedDemoAlerts(db: Db): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(products.stockType, 'SIZES'), eq(products.preventa, false), eq(products.active, true)))
    .groupBy(products.id)
    .having(gte(count(variants.id), 3))
    .orderBy(desc(products.id))
    .limit(1);
  if (!product) return;
  const colours = await db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, product.id))
    .orderBy(asc(variants.position), asc(variants.id));
  const first = colours[0].id;
  const soldOut = colours[colours.length - 1].id;
  const firstSizes = await db
    .select({ stockId: stock.id, sizeId: stock.sizeId })
    .from(stock)
    .innerJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(eq(stock.variantId, first))
    .orderBy(asc(sizes.sortOrder), asc(sizes.id));
  const middle = firstSizes[Math.floor(firstSizes.length / 2)];
  if (!middle?.sizeId) return;
  await db.update(stock).set({ quantity: 0 }).where(eq(stock.id, middle.stockId));
  await db.update(stock).set({ quantity: 0 }).where(eq(stock.variantId, soldOut));

  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.distributor.email));
  await db.insert(stockAlerts).values([
    { userId: buyer.id, variantId: soldOut, sizeId: null },
    { userId: buyer.id, variantId: first, sizeId: middle.sizeId },
  ]);
}
