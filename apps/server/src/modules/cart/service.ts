import {
  type AddToCartBody,
  type CartDetail,
  cartQuantityError,
  computeTotals,
  lineTotalCents,
  lineUnits,
  MSG,
  type StockType,
  toDollars,
  unitsPerQuantity,
} from '@store/contracts';
import { and, eq, inArray, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { brands, cartDetails, carts, categories, colors, products, sizes, stock, variants } from '../../db/schema.ts';
import { variantPicture } from '../../db/variant-picture.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { buyerList, withGroupPrices } from '../pricing/index.ts';
import { findActiveCode } from './discount-codes.ts';

const cartOf = (userId: number) => eq(carts.userId, userId);

/** The user's cart id; the cart is made on first use. One query once it exists. */
export async function cartIdOf(db: DbOrTx, userId: number): Promise<number> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(cartOf(userId));
  if (cart) return cart.id;
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  return cartIdOf(db, userId);
}

/**
 * The user's cart id, with the cart row locked until the transaction ends: two requests of one
 * distributor (a double click, two tabs) change or check out the cart one after the other. One query
 * once the cart exists.
 */
export async function lockCart(tx: Tx, userId: number): Promise<number> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(cartOf(userId)).for('update');
  if (cart) return cart.id;
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  return lockCart(tx, userId);
}

/** The stock row of a variant (and size): `sizeid is not distinct from` matches the sizeless row too. */
const stockOf = (variantId: number | SQLWrapper, sizeId: number | null | SQLWrapper) =>
  and(eq(stock.variantId, variantId), sql`${stock.sizeId} is not distinct from ${sizeId}`);

async function availableStock(db: DbOrTx, variantId: number, sizeId: number | null) {
  const [row] = await db.select({ quantity: stock.quantity }).from(stock).where(stockOf(variantId, sizeId));
  return row ? row.quantity : null;
}

function checkQuantity(stockType: StockType, quantity: number, available: number) {
  const error = cartQuantityError(stockType, quantity, available);
  if (error) throw badRequest(error);
}

export async function addToCart(db: Db, userId: number, body: AddToCartBody) {
  // The variant on sale and its stock rows (the sizeless one, and the size asked for) in one query.
  const rows = await db
    .select({ stockType: products.stockType, sizeId: stock.sizeId, quantity: stock.quantity })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(stock, and(eq(stock.variantId, variants.id), or(isNull(stock.sizeId), eq(stock.sizeId, body.sizeid ?? -1))))
    .where(and(eq(variants.id, body.prodvarid), eq(products.active, true)));
  if (!rows.length) throw notFound(MSG.variantNotFound);
  const { stockType } = rows[0];
  let sizeId: number | null = null;
  if (stockType === 'SIZES') {
    if (!body.sizeid) throw badRequest(MSG.sizeRequired);
    sizeId = body.sizeid;
  }
  const available = rows.find((r) => r.quantity !== null && r.sizeId === sizeId)?.quantity ?? null;
  if (available === null && sizeId !== null) throw badRequest(MSG.sizeNotFound);
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const [existing] = await tx
      .select({ quantity: cartDetails.quantity })
      .from(cartDetails)
      .where(
        and(
          eq(cartDetails.cartId, cartId),
          eq(cartDetails.variantId, body.prodvarid),
          sql`${cartDetails.sizeId} is not distinct from ${sizeId}`,
        ),
      );
    checkQuantity(stockType, (existing?.quantity ?? 0) + body.quantity, available ?? 0);
    await tx
      .insert(cartDetails)
      .values({ cartId, variantId: body.prodvarid, sizeId, quantity: body.quantity })
      .onConflictDoUpdate({
        target: [cartDetails.cartId, cartDetails.variantId, cartDetails.sizeId],
        set: { quantity: sql`${cartDetails.quantity} + excluded.quantity` },
      });
  });
}

/** A cart line of this user, or a 404: another distributor's line is indistinguishable from none. */
async function ownLine(tx: Tx, userId: number, cartDetailId: number) {
  const [line] = await tx
    .select({ variantId: cartDetails.variantId, sizeId: cartDetails.sizeId, stockType: products.stockType })
    .from(cartDetails)
    .innerJoin(carts, eq(carts.id, cartDetails.cartId))
    .innerJoin(variants, eq(variants.id, cartDetails.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(cartDetails.id, cartDetailId), eq(carts.userId, userId)));
  if (!line) throw notFound(MSG.cartLineNotFound);
  return line;
}

export async function updateQuantity(db: Db, userId: number, cartDetailId: number, quantity: number) {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const line = await ownLine(tx, userId, cartDetailId);
    const available = await availableStock(tx, line.variantId, line.sizeId);
    checkQuantity(line.stockType, quantity, available ?? 0);
    await tx.update(cartDetails).set({ quantity }).where(eq(cartDetails.id, cartDetailId));
  });
}

export async function removeLine(db: Db, userId: number, cartDetailId: number) {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    await ownLine(tx, userId, cartDetailId);
    await tx.delete(cartDetails).where(eq(cartDetails.id, cartDetailId));
  });
}

/**
 * The cart's lines with what they show and what checkout needs; a product taken off sale has 0 available.
 * A BOXES line's quantity and available stock count boxes; `priced` turns a line into what it costs. Prices are
 * the list's: a buyer's group prices them (`withGroupPrices`).
 */
/** What an order line is read with: its variant, product, size, stock row and price as they are now. */
const lineColumns = {
  variantId: variants.id,
  sizeId: sizes.id,
  sizeName: sizes.name,
  code: variants.code,
  priceCents: variants.priceCents,
  discountPercent: variants.discountPercent,
  colorName: colors.name,
  colorHex: colors.hexcode,
  productId: products.id,
  productName: products.name,
  stockType: products.stockType,
  unitsPerBox: products.unitsPerBox,
  boxSizeRun: products.boxSizeRun,
  preventa: products.preventa,
  unit: categories.unit,
  brandName: brands.name,
  available: sql`case when ${products.active} then coalesce(${stock.quantity}, 0) else 0 end`.mapWith(Number),
  stockId: stock.id,
  active: products.active,
  image: variantPicture,
};

export async function cartLines(db: DbOrTx, cartId: number) {
  return db
    .select({ cartDetailId: cartDetails.id, quantity: cartDetails.quantity, ...lineColumns })
    .from(cartDetails)
    .innerJoin(variants, eq(variants.id, cartDetails.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(sizes, eq(sizes.id, cartDetails.sizeId))
    .leftJoin(stock, stockOf(cartDetails.variantId, cartDetails.sizeId))
    .where(eq(cartDetails.cartId, cartId))
    .orderBy(cartDetails.id);
}
/** An order's line as it is read now, wherever it comes from (a cart, a quote, the staff's keyed lines). */
export type LineNow = Omit<CartLine, 'cartDetailId'>;

/**
 * Lines given by variant, size and quantity (a quote's, the staff's), read as a cart's are: one per pick, in its
 * order; null where the variant or its size has no stock row any more.
 */
export async function pickedLines(db: DbOrTx, picks: { variantId: number; sizeId: number | null; quantity: number }[]) {
  const ids = [...new Set(picks.map((p) => p.variantId))];
  const rows = ids.length
    ? await db
        .select(lineColumns)
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(colors, eq(colors.id, variants.colorId))
        .innerJoin(stock, eq(stock.variantId, variants.id))
        .leftJoin(sizes, eq(sizes.id, stock.sizeId))
        .where(inArray(variants.id, ids))
    : [];
  const byKey = new Map(rows.map((r) => [`${r.variantId}:${r.sizeId ?? ''}`, r]));
  return picks.map((p): LineNow | null => {
    const row = byKey.get(`${p.variantId}:${p.sizeId ?? ''}`);
    return row ? { ...row, quantity: p.quantity } : null;
  });
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** A cart line as the pricing rule reads it: a box line carries its pairs per box. */
export function priced(line: Pick<LineNow, 'priceCents' | 'discountPercent' | 'quantity' | 'stockType' | 'unitsPerBox'>) {
  return {
    priceCents: line.priceCents,
    discountPercent: line.discountPercent,
    quantity: line.quantity,
    unitsPerQuantity: unitsPerQuantity(line.stockType, line.unitsPerBox),
  };
}

export async function myCart(db: Db, userId: number, discountCode?: string) {
  const cartId = await cartIdOf(db, userId);
  const lineRows = await withGroupPrices(db, await buyerList(db, userId), await cartLines(db, cartId));
  const code = await findActiveCode(db, discountCode);
  const lines = lineRows.map(priced);
  const totals = computeTotals(lines, code?.percent ?? 0);
  const cartdetail: CartDetail[] = lineRows.map((r, i) => ({
    cartdetailid: r.cartDetailId,
    quantity: r.quantity,
    size: r.sizeId === null || r.sizeName === null ? null : { sizeid: r.sizeId, name: r.sizeName },
    available: r.available,
    line_total: toDollars(lineTotalCents(lines[i])),
    cart_product: {
      prodvarid: r.variantId,
      price: toDollars(r.priceCents),
      discount_value: r.discountPercent,
      code: r.code,
      color: { name: r.colorName, hexcode: r.colorHex },
      product: {
        productid: r.productId,
        name: r.productName,
        stocktype: r.stockType,
        unit: r.unit,
        units_per_box: r.unitsPerBox,
        box_size_run: r.stockType === 'BOXES' ? r.boxSizeRun : null,
        preventa: r.preventa,
        product_brand: { name: r.brandName },
      },
      product_media: [{ url: r.image }],
      product_stock: [{ quantity: r.available }],
    },
  }));
  return {
    msg: discountCode?.trim() && !code ? MSG.discountInvalid : undefined,
    userCart: {
      cartid: cartId,
      cartdetail,
      summary: {
        items: cartdetail.length,
        units: lines.reduce((s, l) => s + lineUnits(l), 0),
        gross: toDollars(totals.grossCents),
        discountcode: code?.code ?? null,
        discount_value: code?.percent ?? 0,
        discount_amount: toDollars(totals.codeDiscountCents),
        subtotal: toDollars(totals.subtotalCents),
        vat: toDollars(totals.vatCents),
        total: toDollars(totals.totalCents),
      },
    },
  };
}
