import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { discountCodes } from '../../db/schema.ts';

/** An active code inside its window, matched without regard to case. */
export async function findActiveCode(db: DbOrTx, code: string | undefined) {
  const wanted = code?.trim();
  if (!wanted) return null;
  const now = new Date();
  const [row] = await db
    .select({ code: discountCodes.code, percent: discountCodes.percent })
    .from(discountCodes)
    .where(
      and(
        sql`upper(${discountCodes.code}) = ${wanted.toUpperCase()}`,
        eq(discountCodes.active, true),
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}
