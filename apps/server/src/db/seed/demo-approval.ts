/**
 * The demo's order waiting for approval (docs/product.md §28): Calzado El Paso's «Comprador» (a $500.00 limit per
 * order) orders three boxes through the real cart and checkout, so its owner finds it «Por aprobar» on «Mis órdenes».
 * Seeded without e-mails, it has no release job: it waits until the owner approves or rejects it.
 */
import { eq } from 'drizzle-orm';
import { addLines } from '../../modules/buying/index.ts';
import { placeOrder } from '../../modules/sales/index.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { demoBoxes } from './demo-picks.ts';

export async function seedDemoApproval(db: Db): Promise<void> {
  const [buyer] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.buyer.email));
  const [box] = await demoBoxes(db, 20, 1);
  await addLines(db, buyer.id, [{ prodvarid: box.prodvarid, sizeid: null, quantity: 3 }]);
  const { heldOver } = await placeOrder(db, { id: buyer.id, companyId: buyer.companyId });
  if (heldOver === null) throw new Error('the demo buyer’s order should wait for approval: three boxes are over $500.00');
}
