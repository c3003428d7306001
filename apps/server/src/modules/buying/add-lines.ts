/**
 * Several lines into the cart in one transaction, all or none (the size curve, the quick order's valid
 * lines): each checked like a single add, the first refusal naming its line.
 */
import { createHash } from 'node:crypto';
import { type AddLine, type LineReason, MSG, reasonText } from '@store/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartDetails, carts } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { lockCart } from '../cart/index.ts';
import { cartQuantities, lineKey, quantityReason, stockRows, variantFacts } from './lines.ts';

interface CartRow {
  variantId: number;
  sizeId: number | null;
  quantity: number;
}

/**
 * Adds the rows to the cart's lines in one statement (a row already in the cart adds to its quantity).
 * The rows hold one per line key: one insert may not touch a row twice.
 */
export async function insertCartRows(tx: Tx, cartId: number, rows: CartRow[]) {
  if (rows.length === 0) return;
  await tx
    .insert(cartDetails)
    .values(rows.map((r) => ({ cartId, ...r })))
    .onConflictDoUpdate({
      target: [cartDetails.cartId, cartDetails.variantId, cartDetails.sizeId],
      set: { quantity: sql`${cartDetails.quantity} + excluded.quantity` },
    });
}

/**
 * The same lines again within this long are a double tap (or a second tab's retry), not a second order of them:
 * long enough for a slow phone's two taps, short enough that a buyer who means it can send them again.
 */
const REPEAT_WINDOW_SECONDS = 5;

/**
 * Refuses the very lines this cart took within REPEAT_WINDOW_SECONDS, then remembers these. Kept on the cart row
 * (locked by the caller), so a repeat is caught whichever instance answers it and whichever request waited.
 */
async function refuseRepeat(tx: Tx, cartId: number, lines: AddLine[]) {
  // what the lines ask for, not how they were written: a missing size is no size, and line numbers are labels
  const asked = lines.map((l) => [l.prodvarid, l.sizeid ?? null, l.quantity]);
  const hash = createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
  const [last] = await tx
    .select({
      hash: carts.lastAddHash,
      recent: sql<boolean>`coalesce(${carts.lastAddAt} > now() - make_interval(secs => ${REPEAT_WINDOW_SECONDS}), false)`,
    })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (last?.recent && last.hash === hash) throw new AppError('conflict', MSG.linesRepeated);
  await tx.update(carts).set({ lastAddHash: hash, lastAddAt: sql`now()` }).where(eq(carts.id, cartId));
}

/**
 * Checks every line against today's catalogue, stock and cart (the cart locked first, so two requests
 * of one distributor take turns) and adds them all; a refusal is a 400 «Línea N: …» and adds nothing.
 * The same variant and size twice count together. Four queries whatever the number of lines, besides the
 * cart's lock and the double tap's check on its row.
 */
export async function addLines(db: Db, userId: number, lines: AddLine[]): Promise<number> {
  const variantIds = lines.map((l) => l.prodvarid);
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await refuseRepeat(tx, cartId, lines);
    const facts = await variantFacts(tx, variantIds);
    const { byKey } = await stockRows(tx, variantIds);
    const inCart = await cartQuantities(tx, cartId, variantIds);
    const pending = new Map<string, CartRow>();
    for (const [i, line] of lines.entries()) {
      const refuse = (reason: LineReason) => badRequest(MSG.lineError(line.line ?? i + 1, reasonText(reason)));
      const variant = facts.get(line.prodvarid);
      if (!variant) throw refuse({ reason: 'variantUnknown' });
      if (!variant.active) throw refuse({ reason: 'offSale' });
      const sizeId = variant.stockType === 'SIZES' ? (line.sizeid ?? null) : null;
      if (variant.stockType === 'SIZES' && sizeId === null) throw refuse({ reason: 'sizeRequired' });
      const key = lineKey(line.prodvarid, sizeId);
      const row = byKey.get(key);
      if (!row && sizeId !== null) throw refuse({ reason: 'sizeUnknown', params: { size: '' } });
      const before = pending.get(key);
      const reason = quantityReason(variant, line.quantity, row?.quantity ?? 0, inCart.get(key) ?? 0, before?.quantity);
      if (reason) throw refuse(reason);
      pending.set(key, { variantId: line.prodvarid, sizeId, quantity: (before?.quantity ?? 0) + line.quantity });
    }
    await insertCartRows(tx, cartId, [...pending.values()]);
  });
  return lines.length;
}
