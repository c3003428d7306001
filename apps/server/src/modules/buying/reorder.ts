/**
 * Volver a pedir (decision 018): a past order's lines back into the cart at today's prices (the cart always
 * prices from the catalogue), within today's stock, never adding a line twice when pressed twice.
 */
import { HALF_BOX_UNITS, MSG, type ReorderLine, type ReorderOutcome } from '@store/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderReader, ownOrders } from '../../db/order-owner.ts';
import { saleDetails, sales } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { lockCart } from '../cart/index.ts';
import { insertCartRows } from './add-lines.ts';
import { cartQuantities, lineKey, stockRows, variantFacts } from './lines.ts';

const MESSAGES: Record<Exclude<ReorderOutcome, 'partial'>, string> = {
  added: MSG.reorderAdded,
  inCart: MSG.reorderInCart,
  soldOut: MSG.reorderSoldOut,
  offSale: MSG.reorderOffSale,
  gone: MSG.reorderGone,
};

/**
 * The rule: each line of the order should end with at least its ordered quantity in the cart. What the
 * cart already holds counts, so only the difference is added (pressing twice adds nothing the second
 * time), cut to today's stock (UNITS rounded down to a half box). A line the cart already holds in full,
 * or with all of today's stock, is «Ya estaba en el carrito».
 */
export async function reorder(db: Db, reader: OrderReader, saleId: number) {
  // any of the company's orders, into the reader's own cart
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.id, saleId), ownOrders(reader)));
  if (!sale) throw notFound(MSG.saleNotFound);
  const ordered = await db.select().from(saleDetails).where(eq(saleDetails.saleId, saleId)).orderBy(saleDetails.id);
  const variantIds = ordered.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, reader.id);
    const facts = await variantFacts(tx, variantIds);
    const stock = await stockRows(tx, variantIds);
    const inCart = await cartQuantities(tx, cartId, variantIds);
    const rows = new Map<string, { variantId: number; sizeId: number | null; quantity: number }>();
    const lines: ReorderLine[] = ordered.map((line) => {
      const result = (outcome: ReorderOutcome, added = 0, wanted = 0): ReorderLine => ({
        code: line.code,
        product_name: line.productName,
        color_name: line.colorName,
        size: line.sizeName,
        stocktype: line.stockType,
        unit: line.unit,
        ordered: line.quantity,
        wanted,
        added,
        outcome,
        msg: outcome === 'partial' ? MSG.reorderPartial(added, wanted) : MESSAGES[outcome],
      });
      const variant = line.variantId === null ? undefined : facts.get(line.variantId);
      // A product whose stock type changed since counts its quantities otherwise: that line is gone too.
      if (!variant || variant.stockType !== line.stockType) return result('gone');
      if (!variant.active) return result('offSale');
      const row =
        variant.stockType === 'SIZES'
          ? line.sizeName === null
            ? undefined
            : stock.byName(variant.variantId, line.sizeName)
          : stock.byKey.get(lineKey(variant.variantId, null));
      if (!row) return result('gone');
      const key = lineKey(row.variantId, row.sizeId);
      const held = (inCart.get(key) ?? 0) + (rows.get(key)?.quantity ?? 0);
      const wanted = line.quantity - held;
      if (wanted <= 0) return result('inCart');
      let room = Math.max(0, row.quantity - held);
      if (variant.stockType === 'UNITS') room -= room % HALF_BOX_UNITS;
      const give = Math.min(wanted, room);
      if (give === 0) return result(held > 0 ? 'inCart' : 'soldOut', 0, wanted);
      rows.set(key, { variantId: row.variantId, sizeId: row.sizeId, quantity: (rows.get(key)?.quantity ?? 0) + give });
      return result(give < wanted ? 'partial' : 'added', give, wanted);
    });
    await insertCartRows(tx, cartId, [...rows.values()]);
    const added = lines.filter((l) => l.added > 0).length;
    return { msg: added > 0 ? MSG.linesAdded(added) : MSG.reorderNothing, added, lines };
  });
}
