/** A distributor's own stock alerts: ask for one (once), list the open ones, remove one. */
import { type CreateAlertBody, isBuyable, MAX_OPEN_ALERTS, MSG, type StockAlert } from '@store/contracts';
import { and, count, eq, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, stock, stockAlerts, variants } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type AlertRow, alertRows } from './alert-rows.ts';

const open = isNull(stockAlerts.notifiedAt);

const toAlert = (r: AlertRow): StockAlert => ({
  alertid: r.alertid,
  productid: r.productid,
  productName: r.productName,
  prodvarid: r.prodvarid,
  code: r.code,
  colorName: r.colorName,
  colorHex: r.colorHex,
  sizeid: r.sizeid,
  sizeName: r.sizeName,
  picture: r.picture,
  createdAt: r.createdAt.toISOString(),
});

/** The open alerts of a distributor, newest first. */
export async function myAlerts(db: Db, userId: number): Promise<StockAlert[]> {
  return (await alertRows(db, and(eq(stockAlerts.userId, userId), open))).map(toAlert);
}

/**
 * What the alert would wait for, checked as the product page shows it: an active product's colour, and a size
 * only of a SIZES colour that offers it (404 otherwise); something that can be bought now is refused (400).
 */
async function checkWanted(db: Db, body: CreateAlertBody) {
  const [variant] = await db
    .select({
      stocktype: products.stockType,
      units_per_box: products.unitsPerBox,
      colourQuantity: sql<number>`coalesce(sum(${stock.quantity}), 0)`.mapWith(Number),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .where(and(eq(variants.id, body.prodvarid), eq(products.active, true)))
    .groupBy(products.id);
  if (!variant) throw notFound(MSG.variantNotFound);
  const sizeId = body.sizeid ?? null;
  let sizeQuantity: number | undefined;
  if (sizeId !== null) {
    const [row] =
      variant.stocktype === 'SIZES'
        ? await db
            .select({ quantity: stock.quantity })
            .from(stock)
            .where(and(eq(stock.variantId, body.prodvarid), eq(stock.sizeId, sizeId)))
        : [];
    if (!row) throw notFound(MSG.sizeNotFound);
    sizeQuantity = row.quantity;
  }
  if (isBuyable(variant, variant.colourQuantity, sizeQuantity)) throw badRequest(MSG.alertInStock);
  return sizeId;
}

/**
 * Asks for an alert. Pressing twice (two tabs, a double tap) asks once: the open alert's unique index keeps
 * one, and the second answer is that same alert with `created` false.
 */
export async function createAlert(db: Db, userId: number, body: CreateAlertBody): Promise<{ alert: StockAlert; created: boolean }> {
  const sizeId = await checkWanted(db, body);
  const sameSize = sizeId === null ? isNull(stockAlerts.sizeId) : eq(stockAlerts.sizeId, sizeId);
  // The other open alerts, counted before the insert (two requests at once may pass the cap by one: harmless).
  const [{ others }] = await db
    .select({ others: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), open, or(ne(stockAlerts.variantId, body.prodvarid), not(sameSize))));
  if (others >= MAX_OPEN_ALERTS) throw badRequest(MSG.alertsTooMany);
  // Twice at most: the open alert found taken by the index may have fired in between.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [inserted] = await db
      .insert(stockAlerts)
      .values({ userId, variantId: body.prodvarid, sizeId })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    const where = inserted
      ? eq(stockAlerts.id, inserted.id)
      : and(eq(stockAlerts.userId, userId), eq(stockAlerts.variantId, body.prodvarid), sameSize, open);
    const [row] = await alertRows(db, where);
    if (row) return { alert: toAlert(row), created: Boolean(inserted) };
  }
  throw badRequest(MSG.alertInStock);
}

/** Removes one of the distributor's open alerts; another's, or one already sent, is not found. */
export async function removeAlert(db: Db, userId: number, alertId: number) {
  const removed = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, alertId), eq(stockAlerts.userId, userId), open))
    .returning({ id: stockAlerts.id });
  if (!removed.length) throw notFound(MSG.alertNotFound);
}
