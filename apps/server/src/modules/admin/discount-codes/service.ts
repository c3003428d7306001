import { type DiscountCodeValues, discountCodeState } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { count, eq, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { discountCodes, sales } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';

type CodeRow = typeof discountCodes.$inferSelect;

const view = (c: CodeRow, uses: number) => ({
  discountcodeid: c.id,
  code: c.code,
  percent: c.percent,
  startsAt: c.startsAt?.toISOString() ?? null,
  endsAt: c.endsAt?.toISOString() ?? null,
  active: c.active,
  createdAt: c.createdAt.toISOString(),
  uses,
  state: discountCodeState(c),
});

// Codes compare without regard to case: placing an order stores the code as the one it matched.
const upper = (column: SQLWrapper) => sql`upper(${column})`.mapWith(String);

/** Orders that used a code. */
async function usesOf(db: Db, code: string) {
  const [r] = await db
    .select({ n: count() })
    .from(sales)
    .where(eq(upper(sales.discountCode), code.toUpperCase()));
  return r?.n ?? 0;
}

export async function listDiscountCodes(db: Db) {
  const list = await db.select().from(discountCodes).orderBy(discountCodes.code);
  const counts = await db
    .select({ code: upper(sales.discountCode), n: count() })
    .from(sales)
    .where(isNotNull(sales.discountCode))
    .groupBy(upper(sales.discountCode));
  const uses = new Map(counts.map((r) => [r.code, r.n]));
  return list.map((c) => view(c, uses.get(c.code.toUpperCase()) ?? 0));
}

async function assertFree(db: Db, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(upper(discountCodes.code), code.toUpperCase()));
  if (taken && taken.id !== exceptId) throw new AppError('conflict', ADMIN_MSG.discountCodeTaken(code));
}

const values = (v: DiscountCodeValues) => ({
  code: v.code,
  percent: v.percent,
  startsAt: v.startsAt ? new Date(v.startsAt) : null,
  endsAt: v.endsAt ? new Date(v.endsAt) : null,
  active: v.active,
});

export async function createDiscountCode(db: Db, v: DiscountCodeValues) {
  await assertFree(db, v.code);
  try {
    const [created] = await db.insert(discountCodes).values(values(v)).returning();
    return view(created, await usesOf(db, created.code));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', ADMIN_MSG.discountCodeTaken(v.code));
    throw err;
  }
}

async function findCode(db: Db, id: number) {
  const [found] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!found) throw notFound(ADMIN_MSG.discountCodeNotFound);
  return found;
}

export async function updateDiscountCode(db: Db, id: number, v: DiscountCodeValues) {
  const current = await findCode(db, id);
  if (current.code.toUpperCase() !== v.code) {
    if (await usesOf(db, current.code)) throw new AppError('conflict', ADMIN_MSG.discountCodeRenameUsed(current.code));
    await assertFree(db, v.code, id);
  }
  try {
    const [updated] = await db.update(discountCodes).set(values(v)).where(eq(discountCodes.id, id)).returning();
    return view(updated, await usesOf(db, updated.code));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', ADMIN_MSG.discountCodeTaken(v.code));
    throw err;
  }
}

export async function deleteDiscountCode(db: Db, id: number) {
  const current = await findCode(db, id);
  const uses = await usesOf(db, current.code);
  if (uses) throw new AppError('conflict', ADMIN_MSG.discountCodeInUse(current.code, uses));
  await db.delete(discountCodes).where(eq(discountCodes.id, id));
}
