import { type AdminProductBody, BOX_UNITS, LOOKUPS, MSG, PRODUCT_FORM_LOOKUPS, type ProductLookupName } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { sizeRunError } from '@store/contracts/size-run';
import { and, asc, count, countDistinct, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { lookupTable } from '../../../db/lookup-tables.ts';
import { products, saleDetails, sales, sizes, stock, variants } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { rows } from '../../../lib/rows.ts';
import { productSearchText } from '../../../lib/search-text.ts';
import { recordChange } from '../history/index.ts';
import { rowLookupIds } from './lookup-ids.ts';
import { productSnapshot, type Snapshot } from './product-history.ts';
import { OPEN_ORDER_STATUSES } from './stock-changes.ts';

/** Keeps what the store's search matches (name and every variant code) in step with the product. */
export async function refreshSearchText(tx: DbOrTx, productId: number) {
  const [p] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  if (!p) return;
  const codes = await tx
    .select({ code: variants.code })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  const searchText = productSearchText(
    p.name,
    codes.map((c) => c.code),
  );
  await tx.update(products).set({ searchText }).where(eq(products.id, productId));
}

/**
 * Each chosen lookup value must still exist: the first that does not is named (another administrator deleted
 * it). One query for all of them; raw SQL only around the checks, as Drizzle writes no select without a table.
 */
async function checkLookups(tx: DbOrTx, body: AdminProductBody) {
  const checks = PRODUCT_FORM_LOOKUPS.map((name) => {
    const table = lookupTable(name);
    const chosen = tx.select({ id: table.id }).from(table).where(eq(table.id, body[LOOKUPS[name].id]));
    return sql`${exists(chosen)} as ${sql.identifier(name)}`;
  });
  const [found] = await rows<Record<ProductLookupName, boolean>>(tx, sql`select ${sql.join(checks, sql`, `)}`);
  const missing = PRODUCT_FORM_LOOKUPS.find((name) => !found[name]);
  if (missing) throw badRequest(ADMIN_MSG.adminLookupMissing(LOOKUPS[missing].selected));
}

/**
 * A box's size run as it will be kept: only a BOXES product has one; its counts must fill the box (`unitsPerBox`,
 * the one sent or kept) and each size must be one of the store's sizes (its name as the sizes table writes it,
 * so the «Talla» filter finds the product). Left out (undefined): the run is kept.
 */
async function checkedSizeRun(tx: DbOrTx, body: AdminProductBody, unitsPerBox: number) {
  if (body.boxSizeRun === undefined) return undefined;
  if (body.stockType !== 'BOXES' || body.boxSizeRun === null) return null;
  const problem = sizeRunError(body.boxSizeRun, unitsPerBox);
  if (problem) throw badRequest(problem);
  const known = await tx
    .select({ name: sizes.name })
    .from(sizes)
    .where(
      inArray(
        sql`lower(${sizes.name})`,
        body.boxSizeRun.map((e) => e.size.toLowerCase()),
      ),
    );
  return body.boxSizeRun.map((e) => {
    const found = known.find((k) => k.name.toLowerCase() === e.size.toLowerCase());
    if (!found) throw badRequest(ADMIN_MSG.sizeRunUnknownSize(e.size));
    return { size: found.name, count: e.count };
  });
}

/** The product's own columns as the form sends them (pairs per box: only when sent, see `createProduct`). */
const productColumns = (body: AdminProductBody) => ({
  name: body.name,
  description: body.description,
  stockType: body.stockType,
  unitsPerBox: body.unitsPerBox,
  preventa: body.preventa,
  active: body.active,
  ...rowLookupIds(body),
});

/** A new product (no variants yet): a BOXES product sent without pairs per box holds BOX_UNITS. */
export async function createProduct(db: Db, body: AdminProductBody, actorId: number) {
  const productId = await db.transaction(async (tx) => {
    await checkLookups(tx, body);
    const [created] = await tx
      .insert(products)
      .values({
        ...productColumns(body),
        unitsPerBox: body.unitsPerBox ?? BOX_UNITS,
        boxSizeRun: (await checkedSizeRun(tx, body, body.unitsPerBox ?? BOX_UNITS)) ?? null,
        searchText: productSearchText(body.name, []),
      })
      .returning({ id: products.id });
    await recordProduct(tx, actorId, 'Creó el producto', null, await productSnapshot(tx, created.id));
    return created.id;
  });
  return productId;
}

/**
 * Saves the product's fields. Its stock type may change only while no variant holds stock and no open order
 * came out of its stock rows (cancelling it must find them); when it does, the old stock rows (per size, or
 * the single row) are replaced by the new type's empty ones. Pairs per box left out keep their value.
 */
export async function updateProduct(
  db: Db,
  id: number,
  body: AdminProductBody,
  actorId: number,
  /** more writes for the same transaction (the stock alerts' job) */
  alsoInTx?: (tx: DbOrTx) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stockType: products.stockType, unitsPerBox: products.unitsPerBox })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw notFound(MSG.productNotFound);
    const before = await productSnapshot(tx, id);
    await checkLookups(tx, body);
    if (current.stockType !== body.stockType) await replaceStockRows(tx, id, body.stockType);
    const boxSizeRun = await checkedSizeRun(tx, body, body.unitsPerBox ?? current.unitsPerBox);
    await tx
      .update(products)
      .set({ ...productColumns(body), ...(boxSizeRun !== undefined && { boxSizeRun }) })
      .where(eq(products.id, id));
    await refreshSearchText(tx, id);
    await recordProduct(tx, actorId, 'Editó el producto', before, await productSnapshot(tx, id));
    await alsoInTx?.(tx);
  });
}

/** The product's change in the history, on the product's own record. */
export async function recordProduct(tx: DbOrTx, actorId: number, action: string, before: Snapshot | null, after: Snapshot | null) {
  const record = after ?? before;
  if (!record) return;
  await recordChange(tx, actorId, {
    entity: 'product',
    entityId: record.productId,
    label: record.label,
    action,
    before: before?.fields ?? null,
    after: after?.fields ?? null,
  });
}

async function replaceStockRows(tx: DbOrTx, productId: number, stockType: AdminProductBody['stockType']) {
  const ofProduct = eq(variants.productId, productId);
  const [held] = await tx
    .select({ n: count() })
    .from(stock)
    .innerJoin(variants, eq(variants.id, stock.variantId))
    .where(and(ofProduct, gt(stock.quantity, 0)));
  if (held.n) throw new AppError('conflict', ADMIN_MSG.adminStockTypeLocked);
  const [open] = await tx
    .select({ n: countDistinct(saleDetails.saleId) })
    .from(saleDetails)
    .innerJoin(sales, eq(sales.id, saleDetails.saleId))
    .innerJoin(stock, eq(stock.id, saleDetails.stockId))
    .innerJoin(variants, eq(variants.id, stock.variantId))
    .where(and(ofProduct, inArray(sales.status, OPEN_ORDER_STATUSES)));
  if (open.n) throw new AppError('conflict', ADMIN_MSG.adminStockTypeHasOrders(open.n));
  const variantIds = (await tx.select({ id: variants.id }).from(variants).where(ofProduct)).map((v) => v.id);
  if (!variantIds.length) return;
  await tx.delete(stock).where(inArray(stock.variantId, variantIds));
  if (stockType !== 'SIZES') await tx.insert(stock).values(variantIds.map((variantId) => ({ variantId, sizeId: null, quantity: 0 })));
}

/**
 * Deletes the product with its variants, stock and pictures. Orders keep their own copy of what was
 * bought (name, code, colour, size, price), so they read the same afterwards; carts simply lose the lines.
 */
export async function deleteProduct(db: Db, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const before = await productSnapshot(tx, id);
    const deleted = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (!deleted.length) throw notFound(MSG.productNotFound);
    await recordProduct(tx, actorId, 'Eliminó el producto', before, null);
  });
}
