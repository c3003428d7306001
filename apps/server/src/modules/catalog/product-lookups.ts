/**
 * A product's lookups (its brand, gender, category…) as the store shows them, derived from the lookup
 * registry: read beside the product as scalar subqueries, answered as `{ <id column>: id, name }` under the
 * group's field name (the brand's is `marca`).
 */
import { LOOKUPS, type ProductLookupName } from '@store/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lookupTable, PRODUCT_LOOKUP_COLUMNS } from '../../db/lookup-tables.ts';

/**
 * A lookup's value for the product in hand, as a scalar subquery: PostgreSQL plans seven of these in a
 * fraction of the time of an eight-table join. The subquery is an SQL object of its own because Drizzle
 * writes the columns a one-table select lists without their table, and this one needs them.
 */
export const lookupOf = <C extends AnyPgColumn>(value: C, id: AnyPgColumn, productColumn: AnyPgColumn) => {
  const subquery = sql`select ${value} from ${value.table} where ${id} = ${productColumn}`;
  return sql`(${subquery})`.mapWith(value);
};

/** Select fields for these lookups of a product: `{ brands: { id, name }, … }`. */
export function lookupFields<N extends ProductLookupName>(names: readonly N[]) {
  const fields = names.map((name) => {
    const table = lookupTable(name);
    const column = PRODUCT_LOOKUP_COLUMNS[name];
    return [name, { id: column, name: lookupOf(table.name, table.id, column) }];
  });
  return Object.fromEntries(fields) as { [K in N]: { id: (typeof PRODUCT_LOOKUP_COLUMNS)[K]; name: SQL<string> } };
}

/** A lookup's key in a product's JSON: its field in the registry, but the brand's is `marca` (docs/product.md §7). */
type JsonKey<N extends ProductLookupName> = N extends 'brands' ? 'marca' : (typeof LOOKUPS)[N]['field'];
const jsonKey = (name: ProductLookupName) => (name === 'brands' ? 'marca' : LOOKUPS[name].field);

/** `{ gender: { genderid, name }, marca: { brandid, name }, … }` from a row read with `lookupFields(names)`, in the order of `names`. */
export function lookupJson<N extends ProductLookupName>(names: readonly N[], row: Record<N, { id: number; name: string }>) {
  const entries = names.map((name) => [jsonKey(name), { [LOOKUPS[name].id]: row[name].id, name: row[name].name }]);
  return Object.fromEntries(entries) as { [K in N as JsonKey<K>]: Record<(typeof LOOKUPS)[K]['id'], number> & { name: string } };
}
