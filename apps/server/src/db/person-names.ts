/** People's full names by id, for a record that says who did something (who approved an order, who keyed it in). */
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { users } from './schema.ts';

/** «Nombre Apellido» of each of these people (nulls skipped; an account deleted since is missing). */
export async function personNames(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.name} || ' ' || ${users.lastname})` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
