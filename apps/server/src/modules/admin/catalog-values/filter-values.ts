import { type AdminFilterValue, type FilterValueGroup, type filterValueBody, isFilterValueGroup, LOOKUPS } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { lookupTable } from '../../../db/lookup-tables.ts';
import { categories, colors, products, sizes, stock, variants } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { pgCode, SQLSTATE } from '../../../lib/sql.ts';
import { nameTaken } from './name-taken.ts';

/** A value's fields as the route's schema read them. */
type ValueBody = z.output<typeof filterValueBody>;

/** What uses a group's values (its `usedBy` in the registry): what a delete waits for, and how a refusal counts it. */
const USED_BY = {
  products: { table: products, words: 'producto(s)' },
  variants: { table: variants, words: 'variante(s)' },
  stock: { table: stock, words: 'fila(s) de stock' },
} as const;

export function groupOf(group: string): FilterValueGroup {
  if (!isFilterValueGroup(group)) throw notFound(ADMIN_MSG.filterGroupUnknown);
  return group;
}

/** How many rows use each value: the user's column has the lookup's id column's name. */
function usage(db: DbOrTx, group: FilterValueGroup) {
  const { usedBy, id } = LOOKUPS[group];
  const { table } = USED_BY[usedBy];
  const column = Object.values(getTableColumns(table)).find((c) => c.name === id);
  if (!column) throw new Error(`no ${id} column uses the ${group} values`);
  return db.$count(table, eq(column, lookupTable(group).id));
}

/** The columns some groups have besides the name (null in the others' rows, and then left out of the answer). */
const ownColumns = (group: FilterValueGroup) => ({
  hexcode: group === 'colors' ? colors.hexcode : sql<null>`null`,
  sortOrder: group === 'sizes' ? sizes.sortOrder : sql<null>`null`,
  unit: group === 'categories' ? categories.unit : sql<null>`null`,
});

function valueQuery(db: DbOrTx, group: FilterValueGroup) {
  const table = lookupTable(group);
  return db
    .select({ id: table.id, name: table.name, ...ownColumns(group), usage: usage(db, group) })
    .from(table)
    .$dynamic();
}

type ValueRow = Awaited<ReturnType<typeof valueQuery>>[number];

const toValue = ({ hexcode, sortOrder, unit, ...value }: ValueRow): AdminFilterValue => ({
  ...value,
  ...(hexcode !== null && { hexcode }),
  ...(sortOrder !== null && { sortOrder }),
  ...(unit !== null && { unit }),
});

/** Sizes in the store's order, the others by name. */
export async function listFilterValues(db: Db, group: FilterValueGroup) {
  const table = lookupTable(group);
  const order = group === 'sizes' ? [sizes.sortOrder, sizes.name, sizes.id] : [sql`lower(${table.name})`, table.id];
  return (await valueQuery(db, group).orderBy(...order)).map(toValue);
}

async function valueById(db: DbOrTx, group: FilterValueGroup, id: number) {
  const [row] = await valueQuery(db, group).where(eq(lookupTable(group).id, id));
  return row && toValue(row);
}

async function assertValueNameFree(db: DbOrTx, group: FilterValueGroup, name: string, exceptId = 0) {
  const table = lookupTable(group);
  const [taken] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${table.name}) = lower(${name})`, ne(table.id, exceptId)));
  if (taken) throw new AppError('conflict', ADMIN_MSG.filterValueTaken(name));
}

/** A colour needs its hex code; a size without an order goes last; a category counts in pairs unless told. */
function insertValue(db: Db, group: FilterValueGroup, { name, hexcode, sortOrder, unit }: ValueBody) {
  switch (group) {
    case 'colors':
      // checked by createFilterValue, before the name is
      return db.insert(colors).values({ name, hexcode: hexcode! }).returning({ id: colors.id });
    case 'sizes':
      return db
        .insert(sizes)
        .values({ name, sortOrder: sortOrder ?? sql`(select coalesce(max(sort_order), 0) + 1 from sizes)` })
        .returning({ id: sizes.id });
    case 'categories':
      return db
        .insert(categories)
        .values({ name, unit: unit ?? 'PAIR' })
        .returning({ id: categories.id });
    default: {
      const table = lookupTable(group);
      return db.insert(table).values({ name }).returning({ id: table.id });
    }
  }
}

export async function createFilterValue(db: Db, group: FilterValueGroup, value: ValueBody) {
  if (group === 'colors' && !value.hexcode) throw badRequest(ADMIN_MSG.colorHexInvalid);
  await assertValueNameFree(db, group, value.name);
  const [created] = await insertValue(db, group, value).catch((err) => nameTaken(err, ADMIN_MSG.filterValueTaken(value.name)));
  return (await valueById(db, group, created.id))!;
}

/** What a form leaves out (a colour's code, a size's order, a category's unit) stays as it is. */
function updateValue(db: Db, group: FilterValueGroup, id: number, { name, hexcode, sortOrder, unit }: ValueBody) {
  switch (group) {
    case 'colors':
      return db.update(colors).set({ name, hexcode }).where(eq(colors.id, id));
    case 'sizes':
      return db.update(sizes).set({ name, sortOrder }).where(eq(sizes.id, id));
    case 'categories':
      return db.update(categories).set({ name, unit }).where(eq(categories.id, id));
    default: {
      const table = lookupTable(group);
      return db.update(table).set({ name }).where(eq(table.id, id));
    }
  }
}

export async function updateFilterValue(db: Db, group: FilterValueGroup, id: number, value: ValueBody) {
  if (!(await valueById(db, group, id))) throw notFound(ADMIN_MSG.filterValueNotFound);
  await assertValueNameFree(db, group, value.name, id);
  await updateValue(db, group, id, value).catch((err) => nameTaken(err, ADMIN_MSG.filterValueTaken(value.name)));
  return (await valueById(db, group, id))!;
}

/** Refused while products, variants or stock rows use the value. */
export async function deleteFilterValue(db: Db, group: FilterValueGroup, id: number) {
  const current = await valueById(db, group, id);
  if (!current) throw notFound(ADMIN_MSG.filterValueNotFound);
  if (current.usage > 0) {
    throw new AppError('conflict', ADMIN_MSG.filterValueInUse(current.name, current.usage, USED_BY[LOOKUPS[group].usedBy].words));
  }
  const table = lookupTable(group);
  await db
    .delete(table)
    .where(eq(table.id, id))
    .catch((err) => {
      if (pgCode(err) === SQLSTATE.foreignKeyViolation) throw new AppError('conflict', ADMIN_MSG.filterValueLinked(current.name));
      throw err;
    });
}
