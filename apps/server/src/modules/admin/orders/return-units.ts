import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { saleDetails, sizes, stock, variants } from '../../../db/schema.ts';

type Line = typeof saleDetails.$inferSelect;

/** A line of a canceled order whose units could not go back to stock. */
export interface SkippedLine {
  saledetailid: number;
  code: string;
  sizeName: string | null;
  quantity: number;
}

/** "AR-7-NEG (talla 41)": how a message names a line. */
export const lineName = (l: { code: string; sizeName: string | null }) => (l.sizeName ? `${l.code} (talla ${l.sizeName})` : l.code);

/**
 * Puts a canceled order's units back. A line whose stock row still exists adds to it; a line whose row was
 * removed while its variant remains gets the row back (variant and the line's size, found by name), created
 * or added to; only a line whose variant (or size) is gone is skipped, and answered.
 */
export async function returnUnits(tx: Tx, lines: Line[]): Promise<SkippedLine[]> {
  const skipped: SkippedLine[] = [];
  const skip = (l: Line) => skipped.push({ saledetailid: l.id, code: l.code, sizeName: l.sizeName, quantity: l.quantity });
  // Same lock order as placing an order (stock rows by id, then products by id), so a cancel and a new order never deadlock.
  const byStock = new Map<number, Line[]>();
  const rowless: Line[] = [];
  for (const l of lines) {
    if (l.stockId === null) rowless.push(l);
    else byStock.set(l.stockId, [...(byStock.get(l.stockId) ?? []), l]);
  }
  for (const [stockId, group] of [...byStock].sort(([a], [b]) => a - b)) {
    const units = group.reduce((n, l) => n + l.quantity, 0);
    const updated = await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} + ${units}` })
      .where(eq(stock.id, stockId))
      .returning({ id: stock.id });
    if (!updated.length) rowless.push(...group);
  }
  for (const l of rowless.sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0) || a.id - b.id)) {
    if (l.variantId === null) {
      skip(l);
      continue;
    }
    const [variant] = await tx.select({ id: variants.id }).from(variants).where(eq(variants.id, l.variantId));
    const [size] = l.sizeName === null ? [{ id: null }] : await tx.select({ id: sizes.id }).from(sizes).where(eq(sizes.name, l.sizeName));
    if (!variant || !size) {
      skip(l);
      continue;
    }
    const [row] = await tx
      .insert(stock)
      .values({ variantId: l.variantId, sizeId: size.id, quantity: l.quantity })
      .onConflictDoUpdate({ target: [stock.variantId, stock.sizeId], set: { quantity: sql`${stock.quantity} + excluded.quantity` } })
      .returning({ id: stock.id });
    // The line points at its stock row again.
    await tx.update(saleDetails).set({ stockId: row.id }).where(eq(saleDetails.id, l.id));
  }
  return skipped;
}
