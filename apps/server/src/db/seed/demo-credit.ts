/**
 * The demo's credit (decision 029): «Cadena Pies Ligeros» buys on 30 days' credit up to $3,000.00 and owes two orders,
 * placed through the real cart and checkout: one 40 days ago, ten days overdue (on the staff's dashboard), and one
 * five days ago, due in 25 days (on its profile).
 */
import { addDays, storeDayOf } from '@store/contracts';
import { eq, sql } from 'drizzle-orm';
import { addLines } from '../../modules/buying/index.ts';
import { placeOrder } from '../../modules/sales/index.ts';
import type { Db } from '../client.ts';
import { companies, sales, users } from '../schema.ts';
import { asOwner, DEMO_ACCOUNTS } from './accounts.ts';
import { demoBoxes } from './demo-picks.ts';

const TERMS_DAYS = 30;

export async function seedDemoCredit(db: Db): Promise<void> {
  const [buyer] = await db
    .update(companies)
    .set({ paymentTerms: 'CREDIT', creditDays: TERMS_DAYS, creditLimitCents: 300_000 })
    .where(eq(companies.id, db.select({ id: users.companyId }).from(users).where(eq(users.email, DEMO_ACCOUNTS.chain.email))))
    .returning({ id: companies.id });
  const boxes = await demoBoxes(db, 12, 3);
  for (const [daysAgo, lines] of [
    [40, boxes.slice(0, 2)],
    [5, boxes.slice(2)],
  ] as const) {
    await addLines(
      db,
      buyer.id,
      lines.map((b) => ({ prodvarid: b.prodvarid, sizeid: null, quantity: 2 })),
    );
    const { orderId } = await placeOrder(db, asOwner(buyer.id));
    const placed = sql`now() - make_interval(days => ${daysAgo})`;
    const dueOn = addDays(storeDayOf(new Date()), TERMS_DAYS - daysAgo);
    await db.update(sales).set({ saleDate: placed, processedAt: placed, dueOn }).where(eq(sales.id, orderId));
  }
}
