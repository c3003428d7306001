/** Writing the seeds' rows: the catalogue in JSON batches, the serial sequences moved past explicit ids, the empty-database guard. */
import { LOOKUP_NAMES } from '@store/contracts';
import { count, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { insertJson } from '../../lib/json-rows.ts';
import type { DbOrTx } from '../client.ts';
import { lookupTable } from '../lookup-tables.ts';
import * as schema from '../schema.ts';
import type { CatalogueRows } from './product-rows.ts';

/** Multi-row inserts of `size` rows, each batch one JSON parameter (large seeds stay fast on PGlite and PostgreSQL alike). */
async function insertJsonBatched<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][], size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insertJson(tx, table, rows.slice(i, i + size));
}

export async function insertCatalogueRows(tx: DbOrTx, rows: CatalogueRows, size = 1000): Promise<void> {
  await insertJsonBatched(tx, schema.products, rows.products, size);
  await insertJsonBatched(tx, schema.variants, rows.variants, size);
  await insertJsonBatched(tx, schema.stock, rows.stock, size);
  await insertJsonBatched(tx, schema.media, rows.media, size);
}

/** The tables the seeds fill with explicit ids: every lookup group, the products, their variants and the accounts. */
const EXPLICIT_ID_TABLES = [...LOOKUP_NAMES.map(lookupTable), schema.products, schema.variants, schema.users];

/** Rows inserted with explicit ids leave the serial sequences behind: move them past the data. */
export async function syncSequences(tx: DbOrTx): Promise<void> {
  for (const table of EXPLICIT_ID_TABLES) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${getTableConfig(table).name}, ${table.id.name}), coalesce((select max(${table.id}) from ${table}), 0) + 1, false)`,
    );
  }
}

export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1);
  return rows.length === 0;
}

export const countRows = async (db: DbOrTx, table: PgTable) => (await db.select({ n: count() }).from(table))[0].n;

export async function assertDatabaseEmpty(db: DbOrTx, what: string): Promise<void> {
  const brands = await countRows(db, schema.brands);
  const products = await countRows(db, schema.products);
  const users = await countRows(db, schema.users);
  if (brands + products + users > 0) {
    throw new Error(
      `${what} needs an empty database, but it already has ${brands} brands, ${products} products and ${users} users. ` +
        'Use a new DATA_DIR (PGlite) or a new database, or pass --reset to the seed command.',
    );
  }
}
