import {
  type AddToCartBody,
  type CartDetail,
  type CountingUnit,
  cartQuantityError,
  computeTotals,
  DEFAULT_IMAGE_URL,
  lineTotalCents,
  lineUnits,
  MSG,
  type StockType,
  toDollars,
  unitsPerQuantity,
} from '@store/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { cartDetails, carts } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { num, rows } from '../../lib/rows.ts';
import { findActiveCode } from './discount-codes.ts';

export async function cartIdOf(db: DbOrTx, userId: number): Promise<number> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart.id;
}

/**
 * The user's cart id, with the cart row locked until the transaction ends: two requests of one
 * distributor (a double click, two tabs) change or check out the cart one after the other.
 */
export async function lockCart(tx: Tx, userId: number): Promise<number> {
  const cartId = await cartIdOf(tx, userId);
  await tx.execute(sql`select cartid from carts where cartid = ${cartId} for update`);
  return cartId;
}

async function availableStock(db: DbOrTx, variantId: number, sizeId: number | null) {
  const [r] = await rows(db, sql`select quantity from stock where prodvarid = ${variantId} and sizeid is not distinct from ${sizeId}`);
  return r ? num(r.quantity) : null;
}

function checkQuantity(stockType: StockType, quantity: number, available: number) {
  const error = cartQuantityError(stockType, quantity, available);
  if (error) throw badRequest(error);
}

export async function addToCart(db: Db, userId: number, body: AddToCartBody) {
  const [variant] = await rows(
    db,
    sql`select v.prodvarid, p.stocktype from product_variants v join products p on p.productid = v.productid
        where v.prodvarid = ${body.prodvarid} and p.active`,
  );
  if (!variant) throw notFound(MSG.variantNotFound);
  const stockType = variant.stocktype as StockType;
  let sizeId: number | null = null;
  if (stockType === 'SIZES') {
    if (!body.sizeid) throw badRequest(MSG.sizeRequired);
    sizeId = body.sizeid;
  }
  await db.transaction(async (tx) => {
    const available = await availableStock(tx, body.prodvarid, sizeId);
    if (available === null && sizeId !== null) throw badRequest(MSG.sizeNotFound);
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
  const [line] = await rows(
    tx,
    sql`select cd.cartdetailid, cd.prodvarid, cd.sizeid, p.stocktype from cart_details cd
        join carts c on c.cartid = cd.cartid join product_variants v on v.prodvarid = cd.prodvarid
        join products p on p.productid = v.productid
        where cd.cartdetailid = ${cartDetailId} and c.userid = ${userId}`,
  );
  if (!line) throw notFound(MSG.cartLineNotFound);
  return line;
}

export async function updateQuantity(db: Db, userId: number, cartDetailId: number, quantity: number) {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const line = await ownLine(tx, userId, cartDetailId);
    const available = await availableStock(tx, num(line.prodvarid), line.sizeid === null ? null : num(line.sizeid));
    checkQuantity(line.stocktype as StockType, quantity, available ?? 0);
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
 * A BOXES line's quantity and available stock count boxes; `priced` turns a line into what it costs.
 */
export async function cartLines(db: DbOrTx, cartId: number) {
  return rows(
    db,
    sql`select cd.cartdetailid, cd.quantity, cd.prodvarid, z.sizeid, z.name as size_name,
            v.code, v.price_cents, v.discount_percent, c.name as color_name, c.hexcode,
            p.productid, p.name as product_name, p.stocktype, p.units_per_box, p.preventa, cat.unit, b.name as brand_name,
            case when p.active then coalesce(s.quantity, 0) else 0 end as available, s.stockid, p.active,
            coalesce((select m.url from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid limit 1), ${DEFAULT_IMAGE_URL}) as image
          from cart_details cd
          join product_variants v on v.prodvarid = cd.prodvarid
          join products p on p.productid = v.productid
          join brands b on b.brandid = p.brandid
          join categories cat on cat.categoryid = p.categoryid
          join colors c on c.colorid = v.colorid
          left join sizes z on z.sizeid = cd.sizeid
          left join stock s on s.prodvarid = cd.prodvarid and s.sizeid is not distinct from cd.sizeid
          where cd.cartid = ${cartId}
          order by cd.cartdetailid`,
  );
}

/** A cart line as the pricing rule reads it: a box line carries its pairs per box. */
export function priced(line: Awaited<ReturnType<typeof cartLines>>[number]) {
  return {
    priceCents: num(line.price_cents),
    discountPercent: num(line.discount_percent),
    quantity: num(line.quantity),
    unitsPerQuantity: unitsPerQuantity(line.stocktype as StockType, num(line.units_per_box)),
  };
}

export async function myCart(db: Db, userId: number, discountCode?: string) {
  const cartId = await cartIdOf(db, userId);
  const lineRows = await cartLines(db, cartId);
  const code = await findActiveCode(db, discountCode);
  const lines = lineRows.map(priced);
  const totals = computeTotals(lines, code?.percent ?? 0);
  const cartdetail: CartDetail[] = lineRows.map((r, i) => ({
    cartdetailid: num(r.cartdetailid),
    quantity: num(r.quantity),
    size: r.sizeid === null ? null : { sizeid: num(r.sizeid), name: String(r.size_name) },
    available: num(r.available),
    line_total: toDollars(lineTotalCents(lines[i])),
    cart_product: {
      prodvarid: num(r.prodvarid),
      price: toDollars(num(r.price_cents)),
      discount_value: num(r.discount_percent),
      code: String(r.code),
      color: { name: String(r.color_name), hexcode: String(r.hexcode) },
      product: {
        productid: num(r.productid),
        name: String(r.product_name),
        stocktype: r.stocktype as StockType,
        unit: r.unit as CountingUnit,
        units_per_box: num(r.units_per_box),
        preventa: Boolean(r.preventa),
        product_brand: { name: String(r.brand_name) },
      },
      product_media: [{ url: String(r.image) }],
      product_stock: [{ quantity: num(r.available) }],
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
