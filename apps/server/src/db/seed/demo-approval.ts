/**
 * The demo's order waiting for approval (docs/product.md §28): Calzado El Paso's «Comprador» (a $500.00 limit per
 * order) orders three boxes through the real cart and checkout, so its owner finds it «Por aprobar» on «Mis órdenes».
 * Seeded without e-mails, it has no release job: it waits until the owner approves or rejects it.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import { addLines } from '../../modules/buying/index.ts';
import { placeOrder } from '../../modules/sales/index.ts';
import type { Db } from '../client.ts';
import { products, stock, users, variants } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

export async function seedDemoApproval(db: Db): Promise<void> {
  const [buyer] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.buyer.email));
  const [box] = await db
    .select({ prodvarid: variants.id })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(stock, eq(stock.variantId, variants.id))
    .where(and(eq(products.active, true), eq(products.preventa, false), eq(products.stockType, 'BOXES'), gte(stock.quantity, 10)))
    .orderBy(asc(variants.id))
    .offset(20)
    .limit(1);
  await addLines(db, buyer.id, [{ prodvarid: box.prodvarid, sizeid: null, quantity: 3 }]);
  const { heldOver } = await placeOrder(db, { id: buyer.id, companyId: buyer.companyId });
  if (heldOver === null) throw new Error('the demo buyer’s order should wait for approval: three boxes are over $500.00');
}
