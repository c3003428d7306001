/**
 * The store's filter groups: each group of the lookup registry with the values listed products use, and how
 * many products each value would leave (counted by the in-memory index).
 */
import { FILTER_GROUPS, type FilterGroup, type FilterKey, LOOKUPS } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/rows.ts';
import type { FacetCounts } from './catalog-index.ts';
import { sizesOfProducts } from './product-sizes.ts';

/** A filter group's value: its id, name and, for colours, hexcode. */
interface FilterValueRow {
  id: number;
  name: string;
  hexcode?: string;
}

/** A group's title, key and values: what the database says, before any count. */
export interface FilterNames {
  title: string;
  key: FilterKey;
  values: FilterValueRow[];
}

/**
 * The filter groups of the lookup registry, in its order, listing only values that products of the chosen
 * mode (regular or pre-sale) use. Raw SQL: the tables and columns are the registry's names.
 */
export function filterNames(db: Db, preventa: boolean): Promise<FilterNames[]> {
  // Eight independent reads: on PostgreSQL they run side by side (the pool), on PGlite one after another.
  return Promise.all(
    FILTER_GROUPS.map(async (name) => {
      const { table, id, filterKey, title, usedBy } = LOOKUPS[name];
      const column = sql.identifier(id);
      const used =
        usedBy === 'variants'
          ? sql`exists (select 1 from product_variants v join products p on p.productid = v.productid
                      where v.${column} = x.${column} and p.active and p.preventa = ${preventa})`
          : usedBy === 'stock'
            ? sql`x.sizeid in (${sizesOfProducts(sql`sp.active and sp.preventa = ${preventa}`)})`
            : sql`exists (select 1 from products p where p.${column} = x.${column} and p.active and p.preventa = ${preventa})`;
      const hexcode = name === 'colors' ? sql`, x.hexcode` : sql``;
      // Sizes in their own order (36 before 40 before XL), the other groups by name.
      const order = usedBy === 'stock' ? sql`x.sort_order, x.name` : sql`x.name`;
      const values = await rows<FilterValueRow>(
        db,
        sql`select x.${column} as id, x.name${hexcode} from ${sql.identifier(table)} x where ${used} order by ${order}`,
      );
      return { title, key: filterKey, values };
    }),
  );
}

const idColumn = new Map(FILTER_GROUPS.map((name) => [LOOKUPS[name].filterKey, LOOKUPS[name].id]));

/** The answer's groups: each value keyed by its group's id column, with its count (0: no product would be left). */
export function withCounts(groups: FilterNames[], counts: FacetCounts): FilterGroup[] {
  return groups.map(({ title, key, values }) => {
    const column = idColumn.get(key) as string;
    const ofGroup = counts.get(key);
    return {
      title,
      key,
      filters: values.map(({ id, ...rest }) => ({ [column]: id, ...rest, count: ofGroup?.[id] ?? 0 })),
    };
  });
}
