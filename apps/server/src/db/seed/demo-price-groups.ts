/**
 * The demo's price groups (decision 028): «Mayorista», the default and at list prices (the two e2e distributors buy in
 * it); «Distribuidor A», 10 % off; «Cadena», its own prices for the first forty variants since 2026, after a year at
 * 8 % off. Their two demo distributors show the store at a group's prices.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/** 85 % of the list price, down to the nearest ten cents less one: $29.90 → $25.40. */
const chainPrice = (listCents: number) => Math.max(90, Math.floor((listCents * 0.85) / 10) * 10);

export async function seedDemoPriceGroups(db: Db) {
  await db.transaction(async (tx) => {
    const groups = await tx
      .insert(schema.priceGroups)
      .values([{ name: 'Mayorista', isDefault: true }, { name: 'Distribuidor A' }, { name: 'Cadena' }])
      .returning({ id: schema.priceGroups.id, name: schema.priceGroups.name });
    const idOf = (name: string) => groups.find((g) => g.name === name)?.id as number;
    const lists = await tx
      .insert(schema.priceLists)
      .values([
        { groupId: idOf('Distribuidor A'), kind: 'PERCENT', percent: 10 },
        { groupId: idOf('Cadena'), kind: 'PERCENT', percent: 8, validFrom: '2025-01-01', validUntil: '2025-12-31' },
        { groupId: idOf('Cadena'), kind: 'PRICES', validFrom: '2026-01-01' },
      ])
      .returning({ id: schema.priceLists.id, kind: schema.priceLists.kind });
    const chainList = lists.find((l) => l.kind === 'PRICES')?.id as number;
    const firstVariants = await tx
      .select({ id: schema.variants.id, priceCents: schema.variants.priceCents })
      .from(schema.variants)
      .orderBy(asc(schema.variants.id))
      .limit(40);
    await tx
      .insert(schema.priceListPrices)
      .values(firstVariants.map((v) => ({ listId: chainList, variantId: v.id, priceCents: chainPrice(v.priceCents) })));

    const inGroup = async (groupId: number, emails: string[]) =>
      tx
        .update(schema.companies)
        .set({ priceGroupId: groupId })
        .where(
          inArray(
            schema.companies.id,
            tx.select({ id: schema.users.companyId }).from(schema.users).where(inArray(schema.users.email, emails)),
          ),
        );
    await inGroup(idOf('Mayorista'), [DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor2.email, DEMO_ACCOUNTS.pending.email]);
    await inGroup(idOf('Distribuidor A'), [DEMO_ACCOUNTS.groupA.email]);
    await inGroup(idOf('Cadena'), [DEMO_ACCOUNTS.chain.email]);
  });
}
