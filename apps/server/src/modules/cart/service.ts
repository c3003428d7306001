import {
  type AddToCartBody,
  type CartDetail,
  computeTotals,
  DEFAULT_IMAGE_URL,
  HALF_BOX_UNITS,
  lineTotalCents,
  MSG,
  toDollars,
} from '@store/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartDetails, carts } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findActiveCode } from './discount-codes.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

export async function cartIdOf(db: DbOrTx, userId: number): Promise<number> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart.id;
}

async function availableStock(db: Db, variantId: number, sizeId: number | null) {
  const r = (await db.execute(sql`select quantity from stock where prodvarid = ${variantId} and sizeid is not distinct from ${sizeId}`))
    .rows[0] as Row | undefined;
  return r ? num(r.quantity) : null;
}

function checkQuantity(stockType: string, quantity: number, available: number) {
  if (quantity < 1) throw badRequest(MSG.quantityPositive);
  if (stockType === 'UNITS' && quantity % HALF_BOX_UNITS !== 0) throw badRequest(MSG.unitsMultiple);
  if (quantity > available) throw badRequest(MSG.quantityOverStock);
}

export async function addToCart(db: Db, userId: number, body: AddToCartBody) {
  const [variant] = (
    await db.execute(
      sql`select v.prodvarid, p.stocktype from product_variants v join products p on p.productid = v.productid
          where v.prodvarid = ${body.prodvarid} and p.active`,
    )
  ).rows as Row[];
  if (!variant) throw notFound(MSG.variantNotFound);
  const stockType = String(variant.stocktype);
  let sizeId: number | null = null;
  if (stockType === 'SIZES') {
    if (!body.sizeid) throw badRequest(MSG.sizeRequired);
    sizeId = body.sizeid;
  }
  const available = await availableStock(db, body.prodvarid, sizeId);
  if (available === null && sizeId !== null) throw badRequest(MSG.sizeNotFound);

  const cartId = await cartIdOf(db, userId);
  const [existing] = await db
    .select({ quantity: cartDetails.quantity })
    .from(cartDetails)
    .where(
      and(
        eq(cartDetails.cartId, cartId),
        eq(cartDetails.variantId, body.prodvarid),
        sql`${cartDetails.sizeId} is not distinct from ${sizeId}`,
      ),
    );
  checkQuantity(stockType, body.quantity, available ?? 0);
  checkQuantity(stockType, (existing?.quantity ?? 0) + body.quantity, available ?? 0);
  await db
    .insert(cartDetails)
    .values({ cartId, variantId: body.prodvarid, sizeId, quantity: body.quantity })
    .onConflictDoUpdate({
      target: [cartDetails.cartId, cartDetails.variantId, cartDetails.sizeId],
      set: { quantity: sql`${cartDetails.quantity} + excluded.quantity` },
    });
}

/** A cart line of this user, or a 404: another distributor's line is indistinguishable from none. */
async function ownLine(db: Db, userId: number, cartDetailId: number) {
  const [line] = (
    await db.execute(
      sql`select cd.cartdetailid, cd.prodvarid, cd.sizeid, p.stocktype from cart_details cd
          join carts c on c.cartid = cd.cartid join product_variants v on v.prodvarid = cd.prodvarid
          join products p on p.productid = v.productid
          where cd.cartdetailid = ${cartDetailId} and c.userid = ${userId}`,
    )
  ).rows as Row[];
  if (!line) throw notFound(MSG.cartLineNotFound);
  return line;
}

export async function updateQuantity(db: Db, userId: number, cartDetailId: number, quantity: number) {
  const line = await ownLine(db, userId, cartDetailId);
  const available = await availableStock(db, num(line.prodvarid), line.sizeid === null ? null : num(line.sizeid));
  checkQuantity(String(line.stocktype), quantity, available ?? 0);
  await db.update(cartDetails).set({ quantity }).where(eq(cartDetails.id, cartDetailId));
}

export async function removeLine(db: Db, userId: number, cartDetailId: number) {
  await ownLine(db, userId, cartDetailId);
  await db.delete(cartDetails).where(eq(cartDetails.id, cartDetailId));
}

export async function cartLines(db: DbOrTx, cartId: number) {
  return (
    await db.execute(
      sql`select cd.cartdetailid, cd.quantity, cd.prodvarid, z.sizeid, z.name as size_name,
            v.code, v.price_cents, v.discount_percent, c.name as color_name, c.hexcode,
            p.productid, p.name as product_name, p.stocktype, b.name as brand_name,
            coalesce(s.quantity, 0) as available, s.stockid,
            coalesce((select m.url from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid limit 1), ${DEFAULT_IMAGE_URL}) as image
          from cart_details cd
          join product_variants v on v.prodvarid = cd.prodvarid
          join products p on p.productid = v.productid
          join brands b on b.brandid = p.brandid
          join colors c on c.colorid = v.colorid
          left join sizes z on z.sizeid = cd.sizeid
          left join stock s on s.prodvarid = cd.prodvarid and s.sizeid is not distinct from cd.sizeid
          where cd.cartid = ${cartId}
          order by cd.cartdetailid`,
    )
  ).rows as Row[];
}

export async function myCart(db: Db, userId: number, discountCode?: string) {
  const cartId = await cartIdOf(db, userId);
  const rows = await cartLines(db, cartId);
  const code = await findActiveCode(db, discountCode);
  const lines = rows.map((r) => ({ priceCents: num(r.price_cents), discountPercent: num(r.discount_percent), quantity: num(r.quantity) }));
  const totals = computeTotals(lines, code?.percent ?? 0);
  const cartdetail: CartDetail[] = rows.map((r, i) => ({
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
        stocktype: String(r.stocktype),
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
        units: lines.reduce((s, l) => s + l.quantity, 0),
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
