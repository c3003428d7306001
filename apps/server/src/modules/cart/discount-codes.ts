import { discountCodeState } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { discountCodes } from '../../db/schema.ts';

/**
 * The code the customer typed (without regard to case) if it applies now. Whether it applies is decided by
 * `discountCodeState` from the contracts, the same rule the back office shows as Vigente / Programado /
 * Vencido / Inactivo, so a code the staff sees as Vigente is one the cart takes.
 */
export async function findActiveCode(db: DbOrTx, code: string | undefined, now = new Date()) {
  const wanted = code?.trim();
  if (!wanted) return null;
  const found = await db
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${wanted.toUpperCase()}`)
    .orderBy(discountCodes.id);
  const usable = found.find((c) => discountCodeState(c, now) === 'ACTIVE');
  return usable ? { code: usable.code, percent: usable.percent } : null;
}
