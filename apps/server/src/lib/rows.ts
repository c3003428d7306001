import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** A row of a raw SQL query; both drivers return plain objects keyed by column name. */
export type Row = Record<string, unknown>;

export const rows = async (db: DbOrTx, query: SQL) => (await db.execute(query)).rows as Row[];

/** A numeric column (bigint sums and counts arrive as numbers or strings depending on the driver). */
export const num = (v: unknown) => Number(v ?? 0);
