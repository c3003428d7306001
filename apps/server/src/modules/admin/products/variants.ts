import { type AdminStockChange, type AdminVariantBody, LOOKUPS, MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { colors, products, stock, variants } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';
import { variantSnapshot } from './product-history.ts';
import { recordProduct, refreshSearchText } from './save-product.ts';
import { applyStockChanges } from './stock-changes.ts';

/** The variant's product and stock type; `lock` holds the variant's row until the transaction ends. */
export async function variantProduct(tx: DbOrTx, variantId: number, lock = false) {
  const query = tx
    .select({ productId: variants.productId, stockType: products.stockType })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  const [found] = await (lock ? query.for('update', { of: variants }) : query);
  if (!found) throw notFound(MSG.variantNotFound);
  return found;
}

async function checkVariant(tx: DbOrTx, body: AdminVariantBody, exceptId = 0) {
  const [color] = await tx.select({ id: colors.id }).from(colors).where(eq(colors.id, body.colorid));
  if (!color) throw badRequest(ADMIN_MSG.adminLookupMissing(LOOKUPS.colors.selected));
  const [taken] = await tx
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.code, body.code), ne(variants.id, exceptId)));
  if (taken) throw new AppError('conflict', ADMIN_MSG.adminVariantCodeTaken(body.code));
}

/** A unique-code race lost between the check and the write reads like the check. */
async function codeSafe<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw new AppError('conflict', ADMIN_MSG.adminVariantCodeTaken(code));
    throw err;
  }
}

const variantColumns = (body: AdminVariantBody) => ({
  code: body.code,
  colorId: body.colorid,
  priceCents: body.priceCents,
  discountPercent: body.discountPercent,
});

/** A new variant goes last; BOXES and UNITS products get its single stock row at 0 (SIZES: rows come with the sizes). */
export async function createVariant(db: Db, productId: number, body: AdminVariantBody, actorId: number) {
  const variantId = await codeSafe(body.code, () =>
    db.transaction(async (tx) => {
      const [p] = await tx.select({ stockType: products.stockType }).from(products).where(eq(products.id, productId)).for('update');
      if (!p) throw notFound(MSG.productNotFound);
      await checkVariant(tx, body);
      const [created] = await tx
        .insert(variants)
        .values({
          productId,
          ...variantColumns(body),
          position: sql`(select coalesce(max(position) + 1, 0) from product_variants where productid = ${productId})`,
        })
        .returning({ id: variants.id });
      if (p.stockType !== 'SIZES') await tx.insert(stock).values({ variantId: created.id, sizeId: null, quantity: 0 });
      await refreshSearchText(tx, productId);
      await recordProduct(tx, actorId, 'Agregó una variante', null, await variantSnapshot(tx, created.id));
      return created.id;
    }),
  );
  return variantId;
}

/**
 * Saves a variant's fields and, when given, the stock rows its card changed, all or nothing. Stock goes first
 * (rows locked in id order, then the product, like a sale) so a save and a sale never deadlock.
 * Answers the sizes that were kept at 0 instead of removed (see `applyStockChanges`).
 */
export async function updateVariant(
  db: Db,
  variantId: number,
  body: AdminVariantBody,
  changes: AdminStockChange[],
  actorId: number,
  /** more writes for the same transaction (the stock alerts' job) */
  alsoInTx?: (tx: DbOrTx) => Promise<void>,
) {
  const keptSizes = await codeSafe(body.code, () =>
    db.transaction(async (tx) => {
      const { productId, stockType } = await variantProduct(tx, variantId, true);
      await checkVariant(tx, body, variantId);
      const before = await variantSnapshot(tx, variantId);
      const kept = await applyStockChanges(tx, variantId, stockType, changes);
      await tx.update(variants).set(variantColumns(body)).where(eq(variants.id, variantId));
      await refreshSearchText(tx, productId);
      await recordProduct(tx, actorId, 'Editó la variante', before, await variantSnapshot(tx, variantId));
      await alsoInTx?.(tx);
      return kept;
    }),
  );
  return keptSizes;
}

export async function deleteVariant(db: Db, variantId: number, actorId: number) {
  await db.transaction(async (tx) => {
    const { productId } = await variantProduct(tx, variantId, true);
    const before = await variantSnapshot(tx, variantId);
    await tx.delete(variants).where(eq(variants.id, variantId));
    await recordProduct(tx, actorId, 'Eliminó la variante', before, null);
    await refreshSearchText(tx, productId);
  });
}

/**
 * A stock count (the warehouse's Inventario): only the variant's stock rows change, under the same rule as the
 * variant card (`applyStockChanges`), with its history and the stock alerts in the same transaction.
 */
export async function countVariantStock(
  db: Db,
  variantId: number,
  changes: AdminStockChange[],
  actorId: number,
  alsoInTx: (tx: DbOrTx) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const { productId, stockType } = await variantProduct(tx, variantId, true);
    const before = await variantSnapshot(tx, variantId);
    await applyStockChanges(tx, variantId, stockType, changes);
    await recordProduct(tx, actorId, 'Contó el stock', before, await variantSnapshot(tx, variantId));
    await alsoInTx(tx);
    return productId;
  });
}
