/**
 * Which price list a distributor's group has in effect today, and what it makes of a variant's list price.
 * For the catalogue the lists, and a PRICES list's prices once read, are kept in memory until the next catalogue
 * write (price-list writes clear the catalogue on every instance); the cart, checkout and files read the database.
 */
import { groupPriceCents, inWindow, type ListPricing, storeDayOf } from '@store/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, priceListPrices, priceLists, users } from '../../db/schema.ts';

export interface ListInEffect extends ListPricing {
  id: number;
  kind: 'PERCENT' | 'PRICES';
}

type ListRow = ListInEffect & { groupId: number; validFrom: string | null; validUntil: string | null };

export class PriceListIndex {
  private lists: Promise<ListRow[]> | null = null;
  /** the lists once read: a group's read is then answered without waiting */
  private loaded: ListRow[] | null = null;
  /** today in Ecuador, formatted again at most once a second (a list starts at most a second after midnight) */
  private day = { value: '', until: 0 };
  /** the catalogue's repricers of the PRICES lists read so far, their prices kept as two sorted typed arrays */
  private readonly repricers = new Map<number, Promise<Repricer>>();

  constructor(private readonly db: Db) {}

  /** The list a group has in effect on a store day (today in Ecuador by default); null: list prices. */
  inEffect(groupId: number | null | undefined, day?: string): Promise<ListInEffect | null> | ListInEffect | null {
    // Most readers buy at list prices: no promise, no clock.
    if (!groupId) return null;
    const pick = (lists: ListRow[]) =>
      inEffectOn(
        lists.filter((l) => l.groupId === groupId),
        day ?? this.today(),
      );
    return this.loaded ? pick(this.loaded) : this.load().then(pick);
  }

  private today(): string {
    const now = Date.now();
    if (now >= this.day.until) this.day = { value: storeDayOf(now), until: now + 1000 };
    return this.day.value;
  }

  /** Every list in effect on a day, whatever the group, each with its catalogue repricer (the warm-up's). */
  async pricingLists(day = storeDayOf(new Date())): Promise<{ id: number; price: Repricer }[]> {
    const lists = (await this.load()).filter((l) => inWindow(l, day));
    return Promise.all(lists.map(async (l) => ({ id: l.id, price: await this.catalogueRepricer(l) })));
  }

  /** A price list changed (here or on another instance): the next read loads them again. */
  invalidate() {
    this.lists = null;
    this.loaded = null;
    this.repricers.clear();
  }

  /**
   * How a list prices the catalogue's cards and pages, with no query per read: a PRICES list's own prices are
   * read once (80,000 prices are 640 KB as two Int32Arrays) and kept until the next catalogue write. The cart,
   * checkout and price list read the database instead (`buyerList`, `withGroupPrices`): exact to the millisecond.
   */
  catalogueRepricer(list: ListInEffect): Promise<Repricer> | Repricer {
    if (list.kind !== 'PRICES') return (_, listCents) => groupPriceCents(listCents, list);
    let kept = this.repricers.get(list.id);
    if (!kept) {
      const loading = this.loadPrices(list);
      this.repricers.set(list.id, loading);
      loading.catch(() => {
        if (this.repricers.get(list.id) === loading) this.repricers.delete(list.id);
      });
      kept = loading;
    }
    return kept;
  }

  private async loadPrices(list: ListInEffect): Promise<Repricer> {
    const found = await this.db
      .select({ variantId: priceListPrices.variantId, priceCents: priceListPrices.priceCents })
      .from(priceListPrices)
      .where(eq(priceListPrices.listId, list.id))
      .orderBy(asc(priceListPrices.variantId));
    const ids = Int32Array.from(found, (r) => r.variantId);
    const cents = Int32Array.from(found, (r) => r.priceCents);
    return (variantId, listCents) => {
      let low = 0;
      let high = ids.length - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        if (ids[mid] === variantId) return groupPriceCents(listCents, list, cents[mid]);
        if (ids[mid] < variantId) low = mid + 1;
        else high = mid - 1;
      }
      return groupPriceCents(listCents, list);
    };
  }

  private load(): Promise<ListRow[]> {
    if (!this.lists) {
      // A Drizzle query runs again on every `then`: its answer is kept in a Promise of its own, read once.
      const loading: Promise<ListRow[]> = this.db
        .select(listFields)
        .from(priceLists)
        .then((rows) => rows);
      this.lists = loading;
      loading.then(
        (rows) => {
          if (this.lists === loading) this.loaded = rows;
        },
        () => {
          if (this.lists === loading) this.lists = null;
        },
      );
    }
    return this.lists;
  }
}

const listFields = {
  id: priceLists.id,
  groupId: priceLists.groupId,
  kind: priceLists.kind,
  percent: priceLists.percent,
  validFrom: priceLists.validFrom,
  validUntil: priceLists.validUntil,
};

const inEffectOn = (lists: ListRow[], day: string): ListInEffect | null => {
  const found = lists.find((l) => inWindow(l, day));
  return found ? { id: found.id, kind: found.kind, percent: found.percent } : null;
};

/**
 * The list a person's company's group has in effect today (none for the staff), read from the database (in a checkout's transaction: exact
 * whatever another instance has just changed). The cart, checkout, quick order and price list PDF read it so.
 */
export async function buyerList(db: DbOrTx, userId: number, day = storeDayOf(new Date())): Promise<ListInEffect | null> {
  const lists = await db
    .select(listFields)
    .from(priceLists)
    .innerJoin(companies, eq(companies.priceGroupId, priceLists.groupId))
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(eq(users.id, userId));
  return inEffectOn(lists, day);
}

/** The price list in effect for a company's group (what its people see), or null: the catalogue's prices. */
export async function companyList(db: DbOrTx, companyId: number, day = storeDayOf(new Date())): Promise<ListInEffect | null> {
  const lists = await db
    .select(listFields)
    .from(priceLists)
    .innerJoin(companies, eq(companies.priceGroupId, priceLists.groupId))
    .where(eq(companies.id, companyId));
  return inEffectOn(lists, day);
}

/** Turns list prices into a group's: `(variantId, listCents) => cents`. */
export type Repricer = (variantId: number, listCents: number) => number;

/** The list's own prices of these variants (PRICES lists; a PERCENT list has none). */
async function ownPrices(db: DbOrTx, list: ListInEffect, variantIds: number[]): Promise<Map<number, number>> {
  if (list.kind !== 'PRICES' || variantIds.length === 0) return new Map();
  const found = await db
    .select({ variantId: priceListPrices.variantId, priceCents: priceListPrices.priceCents })
    .from(priceListPrices)
    .where(and(eq(priceListPrices.listId, list.id), inArray(priceListPrices.variantId, [...new Set(variantIds)])));
  return new Map(found.map((r) => [r.variantId, r.priceCents]));
}

/** How a list in effect prices these variants (identity without a list). */
export async function repricer(db: DbOrTx, list: ListInEffect | null, variantIds: number[]): Promise<Repricer> {
  if (!list) return (_, listCents) => listCents;
  const own = await ownPrices(db, list, variantIds);
  return (variantId, listCents) => groupPriceCents(listCents, list, own.get(variantId));
}

/** Rows with a variant and its list price, each given the group's price instead. */
export async function withGroupPrices<T extends { variantId: number; priceCents: number }>(
  db: DbOrTx,
  list: ListInEffect | null,
  lines: T[],
): Promise<T[]> {
  if (!list) return lines;
  const price = await repricer(
    db,
    list,
    lines.map((l) => l.variantId),
  );
  return lines.map((l) => ({ ...l, priceCents: price(l.variantId, l.priceCents) }));
}
