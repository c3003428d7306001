/**
 * What several cart lines are checked against, read in a few queries whatever their number (the quick
 * order's 500 lines, a long past order): each variant's product, its stock rows and the cart's lines.
 */
import { type CountingUnit, countedIn, HALF_BOX_UNITS, type LineReason, type StockType } from '@store/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartDetails, categories, products, sizes, stock, variants } from '../../db/schema.ts';

export interface VariantFacts {
  variantId: number;
  code: string;
  productId: number;
  stockType: StockType;
  unitsPerBox: number;
  unit: CountingUnit;
  active: boolean;
}

const factColumns = {
  variantId: variants.id,
  code: variants.code,
  productId: products.id,
  stockType: products.stockType,
  unitsPerBox: products.unitsPerBox,
  unit: categories.unit,
  active: products.active,
};

/** How each of these variants is sold today, by variant id (a deleted variant is missing). */
export async function variantFacts(db: DbOrTx, variantIds: number[]): Promise<Map<number, VariantFacts>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select(factColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(variants.id, [...new Set(variantIds)]));
  return new Map(rows.map((r) => [r.variantId, r]));
}

/** One key per cart line: a variant and its size (none for BOXES and UNITS). */
export const lineKey = (variantId: number, sizeId: number | null) => `${variantId}:${sizeId ?? ''}`;

export interface StockRow {
  variantId: number;
  sizeId: number | null;
  sizeName: string | null;
  quantity: number;
}

/** The stock rows of these variants, by line key; `byName` finds a variant's size by its name («38»). */
export async function stockRows(db: DbOrTx, variantIds: number[]) {
  const rows =
    variantIds.length === 0
      ? []
      : await db
          .select({ variantId: stock.variantId, sizeId: stock.sizeId, sizeName: sizes.name, quantity: stock.quantity })
          .from(stock)
          .leftJoin(sizes, eq(sizes.id, stock.sizeId))
          .where(inArray(stock.variantId, [...new Set(variantIds)]));
  const byKey = new Map<string, StockRow>(rows.map((r) => [lineKey(r.variantId, r.sizeId), r]));
  const byName = new Map<string, StockRow>(rows.map((r) => [`${r.variantId}:${(r.sizeName ?? '').toUpperCase()}`, r]));
  return { byKey, byName: (variantId: number, sizeName: string) => byName.get(`${variantId}:${sizeName.trim().toUpperCase()}`) };
}

/** What the cart already holds, by line key. */
export async function cartQuantities(db: DbOrTx, cartId: number, variantIds: number[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: cartDetails.variantId, sizeId: cartDetails.sizeId, quantity: cartDetails.quantity })
    .from(cartDetails)
    .where(and(eq(cartDetails.cartId, cartId), inArray(cartDetails.variantId, [...new Set(variantIds)])));
  return new Map(rows.map((r) => [lineKey(r.variantId, r.sizeId), r.quantity]));
}

/**
 * Why `quantity` more of a line cannot go into the cart (null when it can): a whole number, UNITS by the
 * box or half box, and with what the cart holds (and what earlier lines of the same request take) within
 * the stock.
 */
export function quantityReason(facts: VariantFacts, quantity: number, available: number, inCart: number, earlier = 0): LineReason | null {
  if (!Number.isInteger(quantity) || quantity < 1) return { reason: 'quantity' };
  if (facts.stockType === 'UNITS' && quantity % HALF_BOX_UNITS !== 0) return { reason: 'halfBoxes' };
  if (inCart + earlier + quantity <= available) return null;
  return { reason: 'stock', params: { available, inCart, counted: countedIn(facts.stockType, facts.unit) } };
}
