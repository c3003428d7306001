/** Reading the rows of the raw SQL queries that stay raw (search, row locks, bulk upserts, JSON aggregates). */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** A row of a raw SQL query; both drivers return plain objects keyed by column name. */
export type Row = Record<string, unknown>;

/**
 * The rows of a raw query, typed by the caller's row interface: the one place a database row is cast. Say
 * only what the query selects, with the types both drivers return (counts and sums may arrive as text: `num`).
 */
export const rows = async <T extends object = Row>(db: DbOrTx, query: SQL) => (await db.execute(query)).rows as T[];

/** A numeric column (bigint sums and counts arrive as numbers or strings depending on the driver). */
export const num = (v: unknown) => Number(v ?? 0);

/** A json/json_agg column: PGlite hands it parsed, node-postgres too, but a text-cast one arrives as a string. */
export const jsonColumn = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
