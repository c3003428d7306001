import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contactMessages } from '../../../db/schema.ts';
import { notFound } from '../../../lib/app-error.ts';

type MessageRow = typeof contactMessages.$inferSelect;

const view = (m: MessageRow) => ({
  contactid: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
});

async function unreadCount(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return n;
}

export async function listContactMessages(db: Db, query: { unread: boolean; page: number; size: number }) {
  const where = query.unread ? isNull(contactMessages.readAt) : undefined;
  // One count answers both the list's total and the unread badge.
  const [[counts], list] = await Promise.all([
    db
      .select({ all: count(), unread: sql`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number) })
      .from(contactMessages),
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  const { unread } = counts;
  const total = query.unread ? unread : counts.all;
  return {
    messages: list.map(view),
    info: { currentPage: query.page, totalPages: Math.max(1, Math.ceil(total / query.size)), limit: query.size, total },
    unread,
  };
}

export async function markContactMessage(db: Db, id: number, read: boolean) {
  const [current] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!current) throw notFound(ADMIN_MSG.contactMessageNotFound);
  // Reading an already read message keeps the first reading's time.
  const readAt = read ? (current.readAt ?? new Date()) : null;
  const [updated] = await db.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id)).returning();
  return { message: view(updated), unread: await unreadCount(db) };
}
