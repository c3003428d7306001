import {
  type CatalogFilterQuery,
  codeKey,
  FILTER_GROUPS,
  type FilterKey,
  LOOKUPS,
  PRODUCT_LOOKUPS,
  type ProductLookupColumn,
  type StoreFrontQuery,
} from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/rows.ts';
import { normalizeSearch } from '../../lib/search-text.ts';
import { sizesOfProducts } from './product-sizes.ts';

/** The store-front filters that are a column of `products` (all but colour), from the lookup registry. */
const PRODUCT_FILTERS = PRODUCT_LOOKUPS.map((name) => LOOKUPS[name]);

/** What the store front filters and searches on, one entry per active product: a row of `load()`'s query. */
export type IndexedProduct = Record<ProductLookupColumn, number> & {
  id: number;
  preventa: boolean;
  /** the colours of its variants */
  colors: number[];
  /** the sizes its stock or its box holds (`sizesOfProducts`) */
  sizes: number[];
  /** normalised name and variant codes (`products.search_text`) */
  text: string;
  /** its variant codes as written, for the header's suggestions */
  codes: string[];
};

/** Per filter group: how many products each value would leave (counts[value id], undefined for none). */
export type FacetCounts = Map<FilterKey, number[]>;

/** A filter group of the query: its column on the entry (or its list: colours, sizes), and the chosen values (null: no choice). */
interface GroupChoice {
  key: FilterKey;
  column: ProductLookupColumn | null;
  list: 'colors' | 'sizes';
  wanted: ReadonlySet<number> | null;
}

function choices(q: CatalogFilterQuery): GroupChoice[] {
  return FILTER_GROUPS.map((name) => {
    const { filterKey, id } = LOOKUPS[name];
    const chosen = q[filterKey];
    const column = name === 'colors' || name === 'sizes' ? null : (id as ProductLookupColumn);
    const list = name === 'sizes' ? 'sizes' : 'colors';
    return { key: filterKey, column, list, wanted: chosen?.length ? new Set(chosen) : null };
  });
}

/** Whether an entry has one of the group's chosen values (a product with several colours needs one of them). */
function holds({ column, list, wanted }: GroupChoice, e: IndexedProduct): boolean {
  const chosen = wanted as ReadonlySet<number>;
  if (column) return chosen.has(e[column]);
  for (const c of e[list]) if (chosen.has(c)) return true;
  return false;
}

/** Counts an entry for its value(s) of the group; ids are small serials, so a plain array is the fastest map. */
function countValues({ column, list }: GroupChoice, e: IndexedProduct, counts: number[]) {
  if (column) {
    const v = e[column];
    counts[v] = (counts[v] ?? 0) + 1;
  } else for (const c of e[list]) counts[c] = (counts[c] ?? 0) + 1;
}

/** How well a product's text matches what the header's field holds: a name that starts with it, a word that does, anything else. */
function textRank(text: string, term: string): number | null {
  const at = text.indexOf(term);
  if (at < 0) return null;
  if (at === 0) return 1;
  return text.includes(` ${term}`) ? 2 : 3;
}

/** Each trigram as one number (three UTF-16 units), so building the index makes no substrings. */
function trigramCodes(text: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i + 3 <= text.length; i++) {
    codes.push(text.charCodeAt(i) * 4294967296 + text.charCodeAt(i + 1) * 65536 + text.charCodeAt(i + 2));
  }
  return [...new Set(codes)];
}

const NONE = new Int32Array(0);

/**
 * Reused lists for a search's intermediate positions (a one-off search would otherwise allocate a list as
 * long as its most common trigram's, several times): three, grown as needed, each at least `length` long.
 */
const scratchLists = [new Int32Array(4096), new Int32Array(4096), new Int32Array(4096)];
function scratch(which: number, length: number): Int32Array {
  if (scratchLists[which].length < length) scratchLists[which] = new Int32Array(2 * length);
  return scratchLists[which];
}

/** The products a search finds: their positions (ascending: newest first), and how many are pre-sale. */
interface Matches {
  positions: Int32Array;
  presale: number;
}

/** Searches whose matches took this many text tests are remembered (a short, common fragment): repeats cost no scan. */
const REMEMBER_FROM = 256;
/** At most this many positions (4 bytes each) are remembered per snapshot; the oldest search is forgotten first. */
const REMEMBERED_POSITIONS = 512 * 1024;

class Snapshot {
  /** newest first: the store front's order */
  readonly entries: IndexedProduct[];
  /** every variant's code key (`codeKey`), sorted, and the position of its product: codes found by prefix */
  private readonly codeKeys: string[];
  private readonly codeKeyPositions: Int32Array;
  /** trigram → the products whose text holds it: a three-letter search's exact matches */
  private readonly postings = new Map<number, Matches>();
  /** every product: what an empty search finds */
  private readonly everything: Matches;
  /** each entry's text and mode (1: pre-sale) by position: a search's scan reads these, not the entries */
  private readonly texts: string[];
  private readonly modes: Uint8Array;
  /** each entry's id by position (descending, as `load()` orders them) */
  private readonly ids: Float64Array;
  /** the matches of searches that were costly to find, most recent last (the snapshot is dropped with the catalogue) */
  private readonly remembered = new Map<string, Matches>();
  private rememberedPositions = 0;

  constructor(entries: IndexedProduct[]) {
    this.entries = entries;
    this.texts = entries.map((e) => e.text);
    this.ids = Float64Array.from(entries, (e) => e.id);
    this.modes = Uint8Array.from(entries, (e) => (e.preventa ? 1 : 0));
    this.everything = this.matchesOf(Int32Array.from(entries, (_, p) => p));
    // Kept apart from the entries: a property added to a loaded row would change its shape and slow every scan.
    const keyed = entries.flatMap((e, position) => e.codes.map((code) => ({ key: codeKey(code), position })));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.position - b.position));
    this.codeKeys = keyed.map((k) => k.key);
    this.codeKeyPositions = Int32Array.from(keyed, (k) => k.position);
    // Two passes (count, then fill exact-size arrays) keep the build from churning through growing lists.
    const counts = new Map<number, number>();
    for (const entry of entries) for (const code of trigramCodes(entry.text)) counts.set(code, (counts.get(code) ?? 0) + 1);
    const lists = new Map<number, Int32Array>();
    const filled = new Map<number, number>();
    for (const [code, count] of counts) lists.set(code, new Int32Array(count));
    entries.forEach((entry, position) => {
      for (const code of trigramCodes(entry.text)) {
        const at = filled.get(code) ?? 0;
        (lists.get(code) as Int32Array)[at] = position;
        filled.set(code, at + 1);
      }
    });
    for (const [code, list] of lists) this.postings.set(code, this.matchesOf(list));
  }

  private matchesOf(positions: Int32Array): Matches {
    let presale = 0;
    for (let i = 0; i < positions.length; i++) presale += this.modes[positions[i]];
    return { positions, presale };
  }

  /** Positions that can hold `term`: the intersection of its trigrams' lists (null: scan everything). */
  private candidates(term: string): Int32Array | null {
    if (term.length < 3) return null;
    const lists: Int32Array[] = [];
    for (const code of trigramCodes(term)) {
      const list = this.postings.get(code)?.positions;
      if (!list) return NONE;
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let result = lists[0];
    for (let l = 1; l < lists.length; l++) {
      const list = lists[l];
      // Written into the scratch list `result` is not (a posting list is never written).
      const next = scratch(l % 2, result.length);
      let found = 0;
      let j = 0;
      for (let i = 0; i < result.length; i++) {
        const p = result[i];
        // A much longer list is crossed by halving (the next position ≥ p), not read element by element.
        if (list.length - j > 16 * (result.length - i)) {
          let hi = list.length;
          while (j < hi) {
            const mid = (j + hi) >>> 1;
            if (list[mid] < p) j = mid + 1;
            else hi = mid;
          }
        } else while (j < list.length && list[j] < p) j++;
        if (j === list.length) break;
        if (list[j] === p) next[found++] = p;
      }
      result = next.subarray(0, found);
      if (!found) break;
    }
    return result;
  }

  /** Whether an active product has this id: a search of the ids, which are in descending order. */
  holds(id: number): boolean {
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ids[mid] > id) lo = mid + 1;
      else hi = mid;
    }
    return this.ids[lo] === id;
  }

  /**
   * The products whose text holds the search (every product for none). Three letters are one trigram,
   * whose list is exact; a longer search tests the text of the products holding all its trigrams, a
   * shorter one every text.
   */
  private matches(search: string | undefined): Matches {
    const term = search ? normalizeSearch(search) : '';
    if (!term) return this.everything;
    if (term.length === 3) return this.postings.get(trigramCodes(term)[0]) ?? { positions: NONE, presale: 0 };
    const kept = this.remembered.get(term);
    if (kept) {
      this.remembered.delete(term);
      this.remembered.set(term, kept);
      return kept;
    }
    const candidates = this.candidates(term) ?? this.everything.positions;
    const found = scratch(2, candidates.length);
    let count = 0;
    for (let i = 0; i < candidates.length; i++) {
      const p = candidates[i];
      if (this.texts[p].includes(term)) found[count++] = p;
    }
    // Only a remembered list is copied: any other is read before the next search reuses the scratch list.
    if (candidates.length < REMEMBER_FROM) return this.matchesOf(found.subarray(0, count));
    const matches = this.matchesOf(found.slice(0, count));
    this.remember(term, matches);
    return matches;
  }

  private remember(term: string, matches: Matches) {
    this.remembered.set(term, matches);
    this.rememberedPositions += matches.positions.length;
    for (const [old, { positions }] of this.remembered) {
      if (this.rememberedPositions <= REMEMBERED_POSITIONS) break;
      this.remembered.delete(old);
      this.rememberedPositions -= positions.length;
    }
  }

  /** Calls `visit` with each product of the query's mode whose text holds its search, newest first. */
  private scan(q: CatalogFilterQuery, visit: (e: IndexedProduct) => void) {
    const { positions } = this.matches(q.search);
    const mode = q.preventa ? 1 : 0;
    const { modes, entries } = this;
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i];
      if (modes[p] === mode) visit(entries[p]);
    }
  }

  query(q: StoreFrontQuery): { ids: number[]; total: number } {
    const checks: ((e: IndexedProduct) => boolean)[] = [];
    for (const { filterKey, id } of PRODUCT_FILTERS) {
      const wanted = q[filterKey];
      if (!wanted?.length) continue;
      // One value, the common case, compares; several look up a set.
      const [only] = wanted;
      const set = new Set(wanted);
      checks.push(wanted.length === 1 ? (e) => e[id] === only : (e) => set.has(e[id]));
    }
    const colours = q.colorid;
    if (colours?.length) checks.push((e) => e.colors.some((c) => colours.includes(c)));
    const sizes = q.sizeid;
    if (sizes?.length) checks.push((e) => e.sizes.some((s) => sizes.includes(s)));

    const from = (q.page - 1) * q.size;
    const ids: number[] = [];
    if (!checks.length) {
      // No filter: the total is counted ahead, and the walk stops at the page's last product.
      const { positions, presale } = this.matches(q.search);
      const mode = q.preventa ? 1 : 0;
      let seen = 0;
      for (let i = 0; i < positions.length && ids.length < q.size; i++) {
        const p = positions[i];
        if (this.modes[p] !== mode) continue;
        if (seen >= from) ids.push(this.ids[p]);
        seen++;
      }
      return { ids, total: mode ? presale : positions.length - presale };
    }
    let total = 0;
    this.scan(q, (e) => {
      for (const check of checks) if (!check(e)) return;
      if (total >= from && ids.length < q.size) ids.push(e.id);
      total++;
    });
    return { ids, total };
  }

  /**
   * Disjunctive facet counts in one pass: for each value of each group, the products the search and the
   * other groups' choices leave that have it. A product every chosen group accepts counts for each of its
   * values; one that only one group refuses counts for that group's values alone (choosing one of them
   * would let it in); one refused by two groups counts nowhere.
   */
  facets(q: CatalogFilterQuery): FacetCounts {
    const groups = choices(q);
    const counts: number[][] = groups.map(() => []);
    this.scan(q, (e) => {
      let refusedBy = -1;
      for (let g = 0; g < groups.length; g++) {
        if (!groups[g].wanted || holds(groups[g], e)) continue;
        if (refusedBy >= 0) return;
        refusedBy = g;
      }
      if (refusedBy >= 0) countValues(groups[refusedBy], e, counts[refusedBy]);
      else for (let g = 0; g < groups.length; g++) countValues(groups[g], e, counts[g]);
    });
    return new Map(groups.map((group, g) => [group.key, counts[g]]));
  }

  /** Positions of the products with a code whose key starts with `key`, newest first. */
  private codePrefix(key: string): number[] {
    let lo = 0;
    let hi = this.codeKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.codeKeys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    const found = new Set<number>();
    for (let i = lo; i < this.codeKeys.length && this.codeKeys[i].startsWith(key); i++) found.add(this.codeKeyPositions[i]);
    return [...found].sort((a, b) => a - b);
  }

  /**
   * The header's suggestions, both modes (regular and pre-sale): products with a code that starts with what
   * was typed (without regard to case, spaces or dashes) first, then by the store's own rule on the search
   * text: names that start with it, names with a word that starts with it, any other match; newest first
   * within each. Codes are found by prefix in their sorted keys, the text through the trigram lists (two
   * letters have no trigram: a scan).
   */
  suggest(text: string, limit: number): { id: number; code: string | null }[] {
    const term = normalizeSearch(text);
    const key = codeKey(text);
    const chosen = key ? this.codePrefix(key).slice(0, limit) : [];
    // Only a product found by its code names that code (and shows that colour's price); one found by its
    // name shows its card's cheapest price.
    const byCode = chosen.length;
    const byText: number[][] = [[], [], []];
    if (chosen.length < limit && term) {
      const taken = new Set(chosen);
      const positions = this.candidates(term);
      const each = (p: number) => {
        const rank = taken.has(p) ? null : textRank(this.entries[p].text, term);
        if (rank !== null && byText[rank - 1].length < limit) byText[rank - 1].push(p);
      };
      if (positions) for (const p of positions) each(p);
      else for (let p = 0; p < this.entries.length; p++) each(p);
      chosen.push(...byText.flat());
    }
    return chosen.slice(0, limit).map((p, i) => {
      const e = this.entries[p];
      const code = i < byCode ? e.codes.find((c) => codeKey(c).startsWith(key)) : undefined;
      return { id: e.id, code: code ?? null };
    });
  }
}

/**
 * The store front's filters and search, answered in memory. A snapshot of every active product's filter
 * values and search text is loaded from the database on first use and again after `invalidate()`, which
 * every catalogue write calls on every instance (through the invalidation bus). Losing it costs one reload.
 */
export class CatalogIndex {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private generation = 0;
  private readonly loadedListeners: ((ids: number[]) => void)[] = [];

  constructor(private readonly db: Db) {}

  async query(q: StoreFrontQuery) {
    return (await this.current()).query(q);
  }

  async facets(q: CatalogFilterQuery) {
    return (await this.current()).facets(q);
  }

  async suggest(text: string, limit: number) {
    return (await this.current()).suggest(text, limit);
  }

  get size(): number | null {
    return this.snapshot ? this.snapshot.entries.length : null;
  }

  /** Counts the invalidations: a warm-up of an older load sees that it was overtaken. */
  get generationNow() {
    return this.generation;
  }

  /** Whether this id is an active product (null: no snapshot loaded now, ask the database). */
  holds(id: number): boolean | null {
    return this.snapshot ? this.snapshot.holds(id) : null;
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
    if (this.snapshot) return this.snapshot;
    if (!this.loading) {
      const generation = this.generation;
      this.loading = this.load().then(
        (snapshot) => {
          if (generation === this.generation) {
            this.snapshot = snapshot;
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
    return this.loading;
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
            array(select distinct v.colorid from product_variants v where v.productid = p.productid) as colors,
            array(${sizesOfProducts(sql`sp.productid = p.productid`)}) as sizes,
            array(select v.code from product_variants v where v.productid = p.productid order by v.prodvarid) as codes
          from products p where p.active order by p.productid desc`,
    );
    return new Snapshot(products);
  }
}
