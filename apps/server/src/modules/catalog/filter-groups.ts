/** The store's filter groups: each group of the lookup registry with the values listed products use. */
import { FILTER_GROUPS, LOOKUPS } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../lib/rows.ts';

/** A filter group's value: its id (keyed by the group's id column in the answer), name and, for colours, hexcode. */
interface FilterValueRow {
  id: number;
  name: string;
  hexcode?: string;
}

/**
 * The filter groups of the lookup registry, in its order, listing only values that products of the chosen
 * mode (regular or pre-sale) use. Raw SQL: the tables and columns are the registry's names.
 */
export function filterGroups(db: Db, preventa: boolean) {
  // Eight independent reads: on PostgreSQL they run side by side (the pool), on PGlite one after another.
  return Promise.all(
    FILTER_GROUPS.map(async (name) => {
      const { table, id, filterKey, title, usedBy } = LOOKUPS[name];
      const column = sql.identifier(id);
      const used =
        usedBy === 'variants'
          ? sql`exists (select 1 from product_variants v join products p on p.productid = v.productid
                      where v.${column} = x.${column} and p.active and p.preventa = ${preventa})`
          : sql`exists (select 1 from products p where p.${column} = x.${column} and p.active and p.preventa = ${preventa})`;
      const hexcode = name === 'colors' ? sql`, x.hexcode` : sql``;
      const values = await rows<FilterValueRow>(
        db,
        sql`select x.${column} as id, x.name${hexcode} from ${sql.identifier(table)} x where ${used} order by x.name`,
      );
      return { title, key: filterKey, filters: values.map(({ id: value, ...rest }) => ({ [id]: value, ...rest })) };
    }),
  );
}
