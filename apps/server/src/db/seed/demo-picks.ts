import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products, stock, variants } from '../schema.ts';

/**
 * `limit` box variants of the demo catalogue with ten boxes or more in stock, in id order after skipping `offset`:
 * what the seeds that order through the real checkout buy, each from its own stretch so they never compete.
 */
export function demoBoxes(db: Db, offset: number, limit: number) {
  return db
    .select({ prodvarid: variants.id })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(stock, eq(stock.variantId, variants.id))
    .where(and(eq(products.active, true), eq(products.preventa, false), eq(products.stockType, 'BOXES'), gte(stock.quantity, 10)))
    .orderBy(asc(variants.id))
    .offset(offset)
    .limit(limit);
}
