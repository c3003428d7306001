/**
 * The demo's history (decision 030): the order moves the seed made keep the times of their orders' own status history,
 * and two real changes are made as the staff would, back-dated: the administrator raises a product's price (each of
 * its variants) three days ago, and the warehouse counts twelve more pairs of another product yesterday.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordProduct, variantSnapshot } from '../../modules/admin/products/index.ts';
import type { Db, DbOrTx } from '../client.ts';
import { history, products, stock, users, variants } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

async function staffId(db: Db, email: string) {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u.id;
}

/** Makes `change` as `actorId` in one transaction and dates its history line `daysAgo` days back. */
async function pastChange(
  db: Db,
  actorId: number,
  variantId: number,
  action: string,
  daysAgo: number,
  change: (tx: DbOrTx) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    const before = await variantSnapshot(tx, variantId);
    await change(tx);
    await recordProduct(tx, actorId, action, before, await variantSnapshot(tx, variantId));
    await tx
      .update(history)
      .set({ at: sql`now() - make_interval(days => ${daysAgo}, hours => 3)` })
      .where(eq(history.id, sql`(select max(historyid) from history)`));
  });
}

export async function seedDemoHistory(db: Db): Promise<void> {
  // Each order's moves, in order, at the times its status history says.
  await db.execute(sql`
    update history h set at = m.changed_at
    from (
      select l.historyid, s.changed_at
      from (select historyid, entity_id, row_number() over (partition by entity_id order by historyid) as n
            from history where entity = 'order' and action = 'Cambió el estado') l
      join (select saleid, changed_at, row_number() over (partition by saleid order by historyid) as n
            from sale_status_history where status <> 'RECEIVED') s
        on s.saleid = l.entity_id and s.n = l.n
    ) m
    where h.historyid = m.historyid`);

  // a product's price is one for all its variants: the administrator raises each variant's
  const [priced] = await db
    .select({ productId: products.id, priceCents: sql<number>`min(${variants.priceCents})`.mapWith(Number) })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(products.active, true), eq(products.stockType, 'UNITS')))
    .groupBy(products.id)
    .orderBy(asc(products.id))
    .limit(1);
  if (!priced) return;
  const admin = await staffId(db, DEMO_ACCOUNTS.admin.email);
  const ofProduct = await db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, priced.productId))
    .orderBy(asc(variants.id));
  for (const v of ofProduct)
    await pastChange(db, admin, v.id, 'Editó la variante', 3, (tx) =>
      tx
        .update(variants)
        .set({ priceCents: priced.priceCents + 200 })
        .where(eq(variants.id, v.id)),
    );
  const [counted] = await db
    .select({ variantId: variants.id, stockId: stock.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(stock, eq(stock.variantId, variants.id))
    .where(and(eq(products.active, true), eq(products.stockType, 'UNITS')))
    .orderBy(asc(variants.id))
    .offset(ofProduct.length)
    .limit(1);
  if (!counted) return;
  await pastChange(db, await staffId(db, DEMO_ACCOUNTS.warehouse.email), counted.variantId, 'Contó el stock', 1, (tx) =>
    tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} + 12` })
      .where(eq(stock.id, counted.stockId)),
  );
}
