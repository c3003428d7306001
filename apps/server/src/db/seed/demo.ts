/**
 * The demo data set: brands, lookups, ~240 products with variants, stock and images, banners, publicity, discount
 * codes, the demo accounts and a few past orders. Deterministic: a fixed PRNG seed, dates relative to EPOCH,
 * explicit ids for the rows others point at, one transaction. Each part is built in its own file, named below.
 */

import type { StockType } from '@store/contracts';
import { eq } from 'drizzle-orm';
import { openStorage, type StorageConfig } from '../../plugins/open-storage.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { DEMO_ACCOUNTS, hashDemoPasswords, insertDemoBranches, insertDemoUsers } from './accounts.ts';
import { DISCOUNTS } from './catalogue-words.ts';
import { seedDemoAlerts } from './demo-alerts.ts';
import { seedDemoApproval } from './demo-approval.ts';
import { seedDemoBoxRuns } from './demo-box-runs.ts';
import { seedDemoCredit } from './demo-credit.ts';
import { seedDemoHistory } from './demo-history.ts';
import { placeDemoOrders } from './demo-orders.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoPriceGroups } from './demo-price-groups.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { placeDemoReorderStory } from './demo-reorder.ts';
import { placeDemoDeliveringOrder } from './demo-tracking.ts';
import { ensureImagePool, type ImagePool } from './images.ts';
import { PALETTE } from './palette-and-brands.ts';
import { type CatalogueRows, creationDates, emptyRows, planProduct, productName, productRows } from './product-rows.ts';
import { createRng } from './random.ts';
import { insertReferenceData } from './reference-data.ts';
import { TEMPLATES } from './templates.ts';
import { assertDatabaseEmpty, insertCatalogueRows, syncSequences } from './write-rows.ts';

export const DEMO_SEED = 20_260_101;

/** The ~240 demo products, their variants, stock and pictures. */
export function demoCatalogue(pool: ImagePool, seed = DEMO_SEED): CatalogueRows {
  const rng = createRng(seed);
  const slots = rng.shuffle(TEMPLATES.flatMap((t) => Array.from({ length: t.count }, () => t)));
  const total = slots.length;
  // a third of each stock type; balls and accessories are sold by box or unit
  const goods = slots.filter((t) => t.goods).length;
  const third = Math.floor(total / 3);
  const shoeDeck = rng.shuffle([
    ...Array.from({ length: third }, () => 'SIZES' as const),
    ...Array.from({ length: Math.ceil((total - third - goods) / 2) }, () => 'BOXES' as const),
    ...Array.from({ length: Math.floor((total - third - goods) / 2) }, () => 'UNITS' as const),
  ]);
  let goodsCount = 0;
  const ids = slots.map((_, i) => i + 1);
  const preventa = new Set(rng.sample(ids, 30));
  const discounted = new Set(rng.sample(ids, Math.round(total / 6)));
  const sellers = rng.sample(
    ids.filter((id) => !preventa.has(id)),
    40,
  );
  const dates = creationDates(rng, total);
  const names = new Set<string>();
  const out = emptyRows();
  let variantId = 1;
  slots.forEach((t, i) => {
    const id = i + 1;
    const stockType: StockType = t.goods ? (goodsCount++ % 2 === 0 ? 'BOXES' : 'UNITS') : (shoeDeck.pop() ?? 'BOXES');
    const allowed = t.colors?.length ?? PALETTE.length;
    const plan = planProduct(rng, t, id, '', stockType, rng.int(2, Math.min(6, allowed)));
    let name = productName(rng, t, plan.brand);
    for (let tries = 0; names.has(name) && tries < 50; tries++) name = productName(rng, t, plan.brand);
    if (names.has(name)) name = `${name} ${id}`;
    names.add(name);
    const rank = sellers.indexOf(id);
    variantId = productRows(
      rng,
      {
        ...plan,
        name,
        preventa: preventa.has(id),
        discount: discounted.has(id) ? rng.pick(DISCOUNTS) : 0,
        unitsSold: rank >= 0 ? 2400 - rank * 55 + rng.int(0, 30) : 0,
        createdAt: dates[i],
      },
      pool,
      variantId,
      out,
    );
  });
  return out;
}

/**
 * Fills an empty database with the demo data set and writes its images, the pending distributor's PDF and
 * the demo receipts through the configured storage (DATA_DIR or the bucket). Throws when the database
 * already has data.
 */
export async function seedDemo(db: Db, config: StorageConfig): Promise<void> {
  await assertDatabaseEmpty(db, 'seedDemo');
  const storage = await openStorage(config);
  try {
    await seedDemoWith(db, storage);
  } finally {
    storage.close?.();
  }
}

async function seedDemoWith(db: Db, storage: Storage) {
  const pool = await ensureImagePool(storage);
  const hashes = await hashDemoPasswords();
  const rows = demoCatalogue(pool);
  await db.transaction(async (tx) => {
    await assertDatabaseEmpty(tx, 'seedDemo');
    await insertReferenceData(tx, pool);
    await insertDemoUsers(tx, storage, hashes);
    await insertDemoBranches(tx);
    await insertCatalogueRows(tx, rows);
    await syncSequences(tx);
  });
  const [buyer, admin] = await Promise.all(
    [DEMO_ACCOUNTS.distributor2, DEMO_ACCOUNTS.admin].map(async (a) => {
      const [u] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, a.email));
      return u.id;
    }),
  );
  await placeDemoOrders(db, buyer, admin);
  await placeDemoReorderStory(db, buyer, admin);
  await placeDemoDeliveringOrder(db, buyer, admin);
  await seedDemoPayments(db, storage, buyer, admin);
  await seedDemoAlerts(db);
  await seedDemoPriceGroups(db);
  await seedDemoCredit(db);
  await seedDemoApproval(db);
  await seedDemoQuotes(db);
  await seedDemoHistory(db);
  await seedDemoBoxRuns(db);
}
