/**
 * The back office's history (decision 030): `recordChange` writes one change in the transaction that makes it, so a
 * change and its record commit together or not at all; `listHistory` reads them back, per record or searched.
 */
import { capChanges, changedFields, type HistoryEntity, type HistoryFields, type historyQuery } from '@store/contracts';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { history, users } from '../../../db/schema.ts';
import { normalizeSearch } from '../../../lib/search-text.ts';
import { containsPattern } from '../../../lib/sql.ts';

export interface Change {
  entity: HistoryEntity;
  entityId: number | null;
  /** what the record is called, as the staff know it */
  label: string;
  /** what was done, in Spanish: «Editó la variante» */
  action: string;
  /** the fields as they were (null: the record was created) and as they are (null: deleted), by Spanish label */
  before?: HistoryFields | null;
  after?: HistoryFields | null;
}

/** Writes a change made by the staff member `actorId`; an edit that changed no field is not written. */
export async function recordChange(tx: DbOrTx, actorId: number, change: Change): Promise<void> {
  const before = change.before ?? null;
  const after = change.after ?? null;
  const all = changedFields(before, after);
  if (before && after && all.length === 0) return;
  // a line stays readable whatever a module sends: capped in count and bytes (decision 030)
  const changes = capChanges(all);
  const [actor] = await tx
    .select({ name: users.name, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  const actorName = actor ? `${actor.name} ${actor.lastname}`.trim() : '';
  const values = [...Object.values(before ?? {}), ...Object.values(after ?? {})]
    .filter((v) => v !== null)
    .join(' ')
    .slice(0, 8000);
  await tx.insert(history).values({
    actorId: actor ? actorId : null,
    actorName,
    actorEmail: actor?.email ?? '',
    entity: change.entity,
    entityId: change.entityId,
    label: change.label,
    action: change.action,
    changes,
    searchText: normalizeSearch(`${change.label} ${change.action} ${actorName} ${actor?.email ?? ''} ${values}`).slice(0, 4000),
  });
}

const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
const nextDayStart = (day: string, timeZone: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/** The changes the filters find, the newest first; every word of `q` must appear (accents and case aside). */
export async function listHistory(db: Db, q: z.output<typeof historyQuery>, timeZone: string) {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(history.entity, q.entity));
  if (q.entityId) where.push(eq(history.entityId, q.entityId));
  if (q.actor) where.push(eq(history.actorId, q.actor));
  if (q.from) where.push(gte(history.at, dayStart(q.from, timeZone)));
  if (q.to) where.push(lt(history.at, nextDayStart(q.to, timeZone)));
  for (const word of normalizeSearch(q.q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8))
    where.push(sql`${history.searchText} like ${containsPattern(word)}`);
  const [{ total }] = await db
    .select({ total: count() })
    .from(history)
    .where(and(...where));
  const rows = await db
    .select()
    .from(history)
    .where(and(...where))
    .orderBy(desc(history.at), desc(history.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: { userid: r.actorId, name: r.actorName, email: r.actorEmail },
      entity: r.entity,
      entityId: r.entityId,
      label: r.label,
      action: r.action,
      // a line written before the cap (and not repaired) is cut on the way out too
      changes: capChanges(r.changes),
    })),
    info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total },
  };
}
