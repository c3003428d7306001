/**
 * The quick order's review: the pasted lines resolved by code (as the header's search reads one) against
 * today's catalogue, stock and cart in a few queries whatever their number, each with its price or the
 * reason it cannot go in. It adds nothing: the valid lines go through addLines when the buyer asks.
 */
import {
  codeKey,
  discountedCents,
  type LineReason,
  lineTotalCents,
  MSG,
  type ParsedQuickOrder,
  type QuickOrderReviewLine,
  reasonText,
  toDollars,
  unitsPerQuantity,
} from '@store/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, colors, products, variants } from '../../db/schema.ts';
import { variantPicture } from '../../db/variant-picture.ts';
import { badRequest } from '../../lib/app-error.ts';
import { cartIdOf } from '../cart/index.ts';
import { buyerList, type ListInEffect, withGroupPrices } from '../pricing/index.ts';
import { cartQuantities, lineKey, quantityReason, stockRows } from './lines.ts';

/**
 * A variant's code as it is matched: `codeKey` in SQL (a stored code has no accents: the back office refuses them).
 */
const matchedCode = sql<string>`lower(regexp_replace(${variants.code}, '[\\s-]+', '', 'g'))`;

/** The variants these codes name, priced by `list` (the buyer's group's). */
async function variantsByCode(db: Db, list: ListInEffect | null, codes: string[]) {
  if (codes.length === 0) return new Map();
  const found = await db
    .select({
      matched: matchedCode,
      variantId: variants.id,
      code: variants.code,
      priceCents: variants.priceCents,
      discountPercent: variants.discountPercent,
      productId: products.id,
      productName: products.name,
      stockType: products.stockType,
      unitsPerBox: products.unitsPerBox,
      active: products.active,
      unit: categories.unit,
      brandName: brands.name,
      colorName: colors.name,
      colorHex: colors.hexcode,
      image: variantPicture,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(inArray(matchedCode, codes));
  const priced = await withGroupPrices(db, list, found);
  return new Map(priced.map((r) => [r.matched, r]));
}

/** Whose lines they are: the prices they are read at, and the cart they would join (none when the staff key them in). */
export interface LinesFor {
  list: ListInEffect | null;
  cartId: number | null;
  /** false: only the selling unit is weighed (a quote's lines; its stock is weighed when it is accepted) */
  stock?: boolean;
}

/** A buyer's prices and cart. */
export const buyerLines = async (db: Db, userId: number): Promise<LinesFor> => ({
  list: await buyerList(db, userId),
  cartId: await cartIdOf(db, userId),
});

/** The review of parsed lines: a 400 for more than QUICK_ORDER_MAX_LINES or none at all. */
export async function reviewQuickOrder(db: Db, lines: LinesFor, parsed: ParsedQuickOrder) {
  if (parsed.tooMany) throw badRequest(MSG.quickOrderTooManyLines);
  if (parsed.lines.length === 0) throw badRequest(MSG.quickOrderEmpty);
  const codes = [...new Set(parsed.lines.map((l) => codeKey(l.ok ? l.line.code : l.code)).filter((c) => c !== ''))];
  const found = await variantsByCode(db, lines.list, codes);
  const variantIds = [...found.values()].map((v) => v.variantId);
  const stock = await stockRows(db, variantIds);
  const inCart = lines.cartId === null ? new Map<string, number>() : await cartQuantities(db, lines.cartId, variantIds);
  const earlier = new Map<string, number>();
  let totalCents = 0;

  const reviewed = parsed.lines.map((p): QuickOrderReviewLine => {
    const lineNo = p.ok ? p.line.lineNo : p.lineNo;
    const code = p.ok ? p.line.code : p.code;
    const size = p.ok ? p.line.size : null;
    const refused = (problem: LineReason, quantity: number | null = null): QuickOrderReviewLine => ({
      line: lineNo,
      code,
      size,
      quantity,
      item: null,
      error: { ...problem, msg: MSG.lineError(lineNo, reasonText(problem)) },
    });
    if (!p.ok) return refused(p.problem);
    const { quantity } = p.line;
    const variant = found.get(codeKey(code));
    if (!variant) return refused({ reason: 'codeUnknown', params: { code } }, quantity);
    if (!variant.active) return refused({ reason: 'offSale' }, quantity);
    if (variant.stockType !== 'SIZES' && size !== null) return refused({ reason: 'noSizes' }, quantity);
    if (variant.stockType === 'SIZES' && size === null) return refused({ reason: 'sizeRequired' }, quantity);
    const row = size === null ? stock.byKey.get(lineKey(variant.variantId, null)) : stock.byName(variant.variantId, size);
    if (!row && size !== null) return refused({ reason: 'sizeUnknown', params: { size } }, quantity);
    const key = lineKey(variant.variantId, row?.sizeId ?? null);
    const available = lines.stock === false ? Number.MAX_SAFE_INTEGER : (row?.quantity ?? 0);
    const problem = quantityReason(variant, quantity, available, inCart.get(key) ?? 0, earlier.get(key));
    if (problem) return refused(problem, quantity);
    earlier.set(key, (earlier.get(key) ?? 0) + quantity);
    const lineCents = lineTotalCents({
      priceCents: variant.priceCents,
      discountPercent: variant.discountPercent,
      quantity,
      unitsPerQuantity: unitsPerQuantity(variant.stockType, variant.unitsPerBox),
    });
    totalCents += lineCents;
    return {
      line: lineNo,
      code: variant.code,
      size: row?.sizeName ?? null,
      quantity,
      item: {
        prodvarid: variant.variantId,
        sizeid: row?.sizeId ?? null,
        productid: variant.productId,
        product_name: variant.productName,
        brand_name: variant.brandName,
        color: { name: variant.colorName, hexcode: variant.colorHex },
        stocktype: variant.stockType,
        unit: variant.unit,
        units_per_box: variant.unitsPerBox,
        unit_price: toDollars(discountedCents(variant.priceCents, variant.discountPercent)),
        subtotal: toDollars(lineCents),
        image: variant.image,
      },
      error: null,
    };
  });
  return { lines: reviewed, total: toDollars(totalCents) };
}
