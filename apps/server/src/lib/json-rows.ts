/**
 * Many rows in one statement, sent as one JSON parameter (`json_to_recordset`): one bind value per statement
 * instead of one per cell, which keeps bulk writes fast on PGlite and PostgreSQL alike and never reaches the
 * bind-parameter limit. The rows are typed by the Drizzle table; their columns are the keys of the first row.
 */
import { type AnyColumn, getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

function recordset(table: PgTable, keys: string[]) {
  const config = getTableConfig(table);
  const byKey = new Map(Object.entries(getTableColumns(table)));
  const columns = keys.map((key) => {
    const column = byKey.get(key);
    if (!column) throw new Error(`${config.name} has no column ${key}`);
    const type = column
      .getSQLType()
      .replace(/^serial$/, 'integer')
      .replace(/^bigserial$/, 'bigint');
    return { key, name: column.name, type };
  });
  return {
    name: config.name,
    columns,
    definition: columns.map((c) => `"${c.name}" ${c.type}`).join(', '),
    json: (rows: object[]) =>
      JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((c) => [c.name, (row as Record<string, unknown>)[c.key] ?? null])))),
  };
}

/** Inserts the rows (every row has the same keys). */
export async function insertJson<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const r = recordset(table, Object.keys(rows[0]));
  const names = r.columns.map((c) => `"${c.name}"`).join(', ');
  const head = sql.raw(`insert into "${r.name}" (${names}) select ${names} from json_to_recordset(`);
  await db.execute(sql`${head}${r.json(rows)}${sql.raw(`::json) as x(${r.definition})`)}`);
}

/** Updates rows by id: each row is its `id` and the columns it sets (every row the same ones). */
export async function updateJson<T extends PgTable & { id: AnyColumn }>(
  db: DbOrTx,
  table: T,
  rows: ({ id: number } & Partial<T['$inferInsert']>)[],
): Promise<void> {
  if (!rows.length) return;
  const r = recordset(table, Object.keys(rows[0]));
  const id = table.id.name;
  const set = r.columns
    .filter((c) => c.key !== 'id')
    .map((c) => `"${c.name}" = x."${c.name}"`)
    .join(', ');
  const head = sql.raw(`update "${r.name}" as t set ${set} from json_to_recordset(`);
  await db.execute(sql`${head}${r.json(rows)}${sql.raw(`::json) as x(${r.definition}) where t."${id}" = x."${id}"`)}`);
}

/** Takes `count` ids from the table's serial sequence, for rows that others point at before they are written. */
export async function reserveIds(db: DbOrTx, table: PgTable & { id: AnyColumn }, count: number): Promise<number[]> {
  if (!count) return [];
  const sequence = sql`pg_get_serial_sequence(${getTableConfig(table).name}, ${table.id.name})`;
  const found = await db.select({ id: sql`nextval(${sequence})`.mapWith(Number) }).from(sql`generate_series(1, ${count}::int)`);
  return found.map((r) => r.id);
}

/** Integers as one `int[]` bind value (Drizzle spreads a JS array into one parameter per element). */
export const intArray = (values: readonly number[]) => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
