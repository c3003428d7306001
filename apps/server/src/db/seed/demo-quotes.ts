/**
 * The demo's quotes and an order keyed in by Ventas (docs/product.md §29), for Calzado El Paso, through the real
 * services: its buyer's request waiting for Ventas; the owner's, answered at 8 % off and valid ten days, ready to
 * accept; and an order Ventas took by phone for its «Local Gualaceo». Seeded without e-mails.
 */
import { addDays, STORE_TIME_ZONE, storeDayOf } from '@store/contracts';
import { and, eq } from 'drizzle-orm';
import { keyInOrder } from '../../modules/admin/keyed-orders/index.ts';
import { addLines } from '../../modules/buying/index.ts';
import { answerQuote, requestQuote } from '../../modules/quotes/index.ts';
import type { Db } from '../client.ts';
import { branches, users } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { demoBoxes } from './demo-picks.ts';

const personOf = async (db: Db, email: string) => {
  const [person] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email));
  if (person.companyId === null) throw new Error(`${email} should be one of a company's people`);
  return { id: person.id, companyId: person.companyId };
};

export async function seedDemoQuotes(db: Db, timeZone = STORE_TIME_ZONE): Promise<void> {
  const buyer = await personOf(db, DEMO_ACCOUNTS.buyer.email);
  const owner = await personOf(db, DEMO_ACCOUNTS.distributor.email);
  const [ventas] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.sales.email));
  const [a, b, c, d] = await demoBoxes(db, 24, 4);

  await addLines(db, buyer.id, [
    { prodvarid: a.prodvarid, sizeid: null, quantity: 4 },
    { prodvarid: b.prodvarid, sizeid: null, quantity: 2 },
  ]);
  await requestQuote(db, buyer, 'Para la temporada escolar: ¿qué precio nos dan por las seis cajas?');

  await addLines(db, owner.id, [{ prodvarid: c.prodvarid, sizeid: null, quantity: 5 }]);
  const answered = await requestQuote(db, owner, 'Cinco cajas para el local de Gualaceo');
  await answerQuote(
    db,
    ventas.id,
    answered,
    {
      valid_until: addDays(storeDayOf(new Date(), timeZone), 10),
      reply: 'Le damos 8 % por las cinco cajas. Entrega en 48 horas.',
      percent_off: 8,
    },
    timeZone,
  );

  const [gualaceo] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, owner.companyId), eq(branches.name, 'Local Gualaceo')));
  await keyInOrder(db, ventas.id, {
    companyid: owner.companyId,
    branchid: gualaceo.id,
    lines: [{ prodvarid: d.prodvarid, sizeid: null, quantity: 2 }],
  });
}
