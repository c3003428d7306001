import { LOOKUPS, PRODUCT_LOOKUPS, type ProductLookupColumn, type StoreFrontQuery } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/rows.ts';
import { normalizeSearch } from '../../lib/search-text.ts';

/** The store-front filters that are a column of `products` (all but colour), from the lookup registry. */
const PRODUCT_FILTERS = PRODUCT_LOOKUPS.map((name) => LOOKUPS[name]);

/** What the store front filters and searches on, one entry per active product: a row of `load()`'s query. */
export type IndexedProduct = Record<ProductLookupColumn, number> & {
  id: number;
  preventa: boolean;
  /** the colours of its variants */
  colors: number[];
  /** normalised name and variant codes (`products.search_text`) */
  text: string;
};

/** Each trigram as one number (three UTF-16 units), so building the index makes no substrings. */
function trigramCodes(text: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i + 3 <= text.length; i++) {
    codes.push(text.charCodeAt(i) * 4294967296 + text.charCodeAt(i + 1) * 65536 + text.charCodeAt(i + 2));
  }
  return [...new Set(codes)];
}

class Snapshot {
  /** newest first: the store front's order */
  readonly entries: IndexedProduct[];
  /** trigram → ascending positions in `entries` of the products whose text holds it */
  private readonly postings = new Map<number, Int32Array>();

  constructor(entries: IndexedProduct[]) {
    this.entries = entries;
    // Two passes (count, then fill exact-size arrays) keep the build from churning through growing lists.
    const counts = new Map<number, number>();
    for (const entry of entries) for (const code of trigramCodes(entry.text)) counts.set(code, (counts.get(code) ?? 0) + 1);
    const filled = new Map<number, number>();
    for (const [code, count] of counts) this.postings.set(code, new Int32Array(count));
    entries.forEach((entry, position) => {
      for (const code of trigramCodes(entry.text)) {
        const at = filled.get(code) ?? 0;
        (this.postings.get(code) as Int32Array)[at] = position;
        filled.set(code, at + 1);
      }
    });
  }

  /** Positions that can hold `term`: the intersection of its trigrams' lists (null: scan everything). */
  private candidates(term: string): Int32Array | number[] | null {
    if (term.length < 3) return null;
    const lists: Int32Array[] = [];
    for (const code of trigramCodes(term)) {
      const list = this.postings.get(code);
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let result: number[] = Array.from(lists[0]);
    for (const list of lists.slice(1)) {
      const next: number[] = [];
      let j = 0;
      for (const p of result) {
        while (j < list.length && list[j] < p) j++;
        if (j === list.length) break;
        if (list[j] === p) next.push(p);
      }
      result = next;
      if (!result.length) break;
    }
    return result;
  }

  query(q: StoreFrontQuery): { ids: number[]; total: number } {
    const term = q.search ? normalizeSearch(q.search) : '';
    const checks: ((e: IndexedProduct) => boolean)[] = [(e) => e.preventa === q.preventa];
    for (const { filterKey, id } of PRODUCT_FILTERS) {
      const wanted = q[filterKey];
      if (wanted) checks.push((e) => e[id] === wanted);
    }
    const { colorid } = q;
    if (colorid) checks.push((e) => e.colors.includes(colorid));
    if (term) checks.push((e) => e.text.includes(term));

    const from = (q.page - 1) * q.size;
    const ids: number[] = [];
    let total = 0;
    const visit = (e: IndexedProduct) => {
      for (const check of checks) if (!check(e)) return;
      if (total >= from && ids.length < q.size) ids.push(e.id);
      total++;
    };
    const positions = term ? this.candidates(term) : null;
    if (positions) for (const p of positions) visit(this.entries[p]);
    else for (const e of this.entries) visit(e);
    return { ids, total };
  }
}

/**
 * The store front's filters and search, answered in memory. A snapshot of every active product's filter
 * values and search text is loaded from the database on first use and again after `invalidate()` or,
 * when other instances may write, after `ttlMs`. Losing it costs one reload.
 */
export class CatalogIndex {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private loadedAt = 0;
  private generation = 0;
  private readonly loadedListeners: ((ids: number[]) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  async query(q: StoreFrontQuery) {
    return (await this.current()).query(q);
  }

  get size(): number | null {
    return this.snapshot ? this.snapshot.entries.length : null;
  }

  /** Runs after each (re)load with every indexed product id, newest first. */
  onLoaded(listener: (ids: number[]) => void) {
    this.loadedListeners.push(listener);
  }

  /** The catalogue changed: the next query waits for a fresh snapshot. */
  invalidate() {
    this.generation++;
    this.snapshot = null;
    this.loading = null;
  }

  private current(): Promise<Snapshot> | Snapshot {
    const fresh = this.snapshot && (this.ttlMs <= 0 || Date.now() - this.loadedAt < this.ttlMs);
    if (this.snapshot && fresh) return this.snapshot;
    if (!this.loading) {
      const generation = this.generation;
      this.loading = this.load().then(
        (snapshot) => {
          if (generation === this.generation) {
            this.snapshot = snapshot;
            this.loadedAt = Date.now();
            this.loading = null;
            const ids = snapshot.entries.map((e) => e.id);
            for (const listener of this.loadedListeners) listener(ids);
          }
          return snapshot;
        },
        (err) => {
          this.loading = null;
          throw err;
        },
      );
    }
    if (!this.snapshot) return this.loading;
    // A stale snapshot keeps answering while the new one loads; nobody awaits that load, so its failure
    // is only reported (the next request after the TTL tries again).
    this.loading.catch((err) => console.error('catalogue index reload failed', err));
    return this.snapshot;
  }

  private async load(): Promise<Snapshot> {
    // Raw SQL: the lookup columns are the registry's names, and the colours an aggregate per product.
    const lookupColumns = sql.join(
      PRODUCT_FILTERS.map(({ id }) => sql`p.${sql.identifier(id)}`),
      sql`, `,
    );
    const products = await rows<IndexedProduct>(
      this.db,
      sql`select p.productid as id, p.preventa, ${lookupColumns}, p.search_text as text,
            array(select distinct v.colorid from product_variants v where v.productid = p.productid) as colors
          from products p where p.active order by p.productid desc`,
    );
    return new Snapshot(products);
  }
}
