import { type AdminStockChange, canMoveOrder, SALE_STATUSES, type StockType } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { saleDetails, sales, sizes, stock } from '../../../db/schema.ts';
import { AppError, badRequest } from '../../../lib/app-error.ts';

/** Orders that may still be cancelled, and so still need their stock rows to give their units back. */
export const OPEN_ORDER_STATUSES = SALE_STATUSES.filter((s) => canMoveOrder(s, 'CANCELED'));

/** The changes fit the product's stock type: one row without a size, or sizes that exist, each once. */
async function checkShape(tx: DbOrTx, stockType: StockType, changes: AdminStockChange[]) {
  if (stockType !== 'SIZES') {
    if (changes.length !== 1 || changes[0].sizeid !== null || changes[0].quantity === null)
      throw badRequest(ADMIN_MSG.adminStockOneQuantity);
    return new Map<number, string>();
  }
  const ids = changes.map((c) => c.sizeid);
  if (ids.some((id) => id === null)) throw badRequest(ADMIN_MSG.adminStockSizeRequired);
  const sizeIds = ids.filter((id) => id !== null);
  if (new Set(sizeIds).size !== sizeIds.length) throw badRequest(ADMIN_MSG.adminStockSizeRepeated);
  const named = await tx.select({ id: sizes.id, name: sizes.name }).from(sizes).where(inArray(sizes.id, sizeIds));
  if (named.length !== sizeIds.length) throw badRequest(ADMIN_MSG.adminStockSizeUnknown);
  return new Map(named.map((s) => [s.id, s.name]));
}

/** Every stock row of the variant, locked in id order (a sale locks stock rows in that order too). */
function lockRows(tx: DbOrTx, variantId: number) {
  return tx
    .select({
      stockid: stock.id,
      sizeid: stock.sizeId,
      quantity: stock.quantity,
      inOpenOrders: exists(
        tx
          .select({ saleid: sales.id })
          .from(saleDetails)
          .innerJoin(sales, eq(sales.id, saleDetails.saleId))
          .where(and(eq(saleDetails.stockId, stock.id), inArray(sales.status, OPEN_ORDER_STATUSES))),
      ).mapWith(Boolean),
    })
    .from(stock)
    .where(eq(stock.variantId, variantId))
    .orderBy(stock.id)
    .for('update');
}

const sameSize = (sizeid: number | null) => (sizeid === null ? isNull(stock.sizeId) : eq(stock.sizeId, sizeid));

/**
 * Applies the stock rows a variant card changed. Each change carries the quantity the card started from
 * (`expected`); when any row no longer holds it (a sale, a cancellation or another administrator came first)
 * nothing is written and the answer is 409 with the row's current quantity, so sold units never come back.
 * BOXES and UNITS: at most one change, without a size. SIZES: one per size; `quantity` null stops offering
 * the size, except that a row open orders came out of is kept at 0 (cancelling them gives the units back
 * there). Rows are updated in place, so orders keep pointing at them. Answers the names of the sizes kept.
 */
export async function applyStockChanges(tx: DbOrTx, variantId: number, stockType: StockType, changes: AdminStockChange[]) {
  if (!changes.length) return [];
  const sizeNames = await checkShape(tx, stockType, changes);
  const current = await lockRows(tx, variantId);
  const rowOf = (sizeid: number | null) => current.find((r) => r.sizeid === sizeid);
  const what = (sizeid: number | null) => (sizeid === null ? 'esta variante' : `la talla ${sizeNames.get(sizeid)}`);

  // First every check, then the writes: a refused save changes nothing.
  for (const change of changes) {
    const now = rowOf(change.sizeid)?.quantity ?? null;
    if (now !== change.expected) throw new AppError('conflict', ADMIN_MSG.adminStockChanged(what(change.sizeid), now));
  }
  const kept: string[] = [];
  for (const change of changes) {
    const row = rowOf(change.sizeid);
    if (change.quantity === null) {
      if (!row) continue;
      if (row.inOpenOrders) {
        await tx.update(stock).set({ quantity: 0 }).where(eq(stock.id, row.stockid));
        if (change.sizeid !== null) kept.push(sizeNames.get(change.sizeid) ?? '');
      } else {
        await tx.delete(stock).where(eq(stock.id, row.stockid));
      }
      continue;
    }
    // The rows are locked, so these find what was checked; they still say so, for any writer that skips the lock.
    const written = row
      ? await tx
          .update(stock)
          .set({ quantity: change.quantity })
          .where(and(eq(stock.id, row.stockid), eq(stock.quantity, row.quantity)))
          .returning({ id: stock.id })
      : await tx
          .insert(stock)
          .values({ variantId, sizeId: change.sizeid, quantity: change.quantity })
          .onConflictDoNothing()
          .returning({ id: stock.id });
    if (!written.length) {
      const [now] = await tx
        .select({ quantity: stock.quantity })
        .from(stock)
        .where(and(eq(stock.variantId, variantId), sameSize(change.sizeid)));
      throw new AppError('conflict', ADMIN_MSG.adminStockChanged(what(change.sizeid), now ? now.quantity : null));
    }
  }
  return kept;
}
