import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { banners, brandPublicity } from '../../../db/schema.ts';

/**
 * Moves one row to `position` (clamped to the list) among the rows `where` selects, ordered by position
 * then id, and numbers them 0, 1, 2... again. Runs inside the caller's transaction, the rows locked.
 */
export async function moveTo(
  tx: DbOrTx,
  table: typeof banners | typeof brandPublicity,
  where: SQL | undefined,
  id: number,
  position: number,
) {
  const list = await tx.select({ id: table.id }).from(table).where(where).orderBy(table.position, table.id).for('update');
  const ids = list.map((r) => r.id).filter((x) => x !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  for (const [index, rowId] of ids.entries()) {
    await tx
      .update(table)
      .set({ position: index })
      .where(and(eq(table.id, rowId), ne(table.position, index)));
  }
}
