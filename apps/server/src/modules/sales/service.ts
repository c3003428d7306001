import { type CountingUnit, computeTotals, lineTotalCents, lineUnits, MSG, type StockType, toDollars } from '@store/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartDetails, saleDetails, saleStatusHistory, sales, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { num, rows } from '../../lib/rows.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { findActiveCode } from '../cart/discount-codes.ts';
import { cartLines, lockCart, priced as pricedLine } from '../cart/service.ts';
import { newOrderMails, saleSummary } from './order-mail.ts';

/**
 * Turns the cart into an order in one transaction: each stock row is decremented only if it still
 * holds the quantity (so concurrent buyers can never drive it negative), prices, discounts, colour
 * and size are copied into the lines, and the cart is emptied.
 */
export async function makeSale(db: Db, userId: number, discountCode?: string) {
  return db.transaction(async (tx) => {
    // The cart row is locked first: a double submit waits here and then finds the cart empty.
    const cartId = await lockCart(tx, userId);
    const lines = await cartLines(tx, cartId);
    if (!lines.length) throw badRequest(MSG.emptyCart);
    const offSale = lines.find((l) => !l.active);
    if (offSale) throw new AppError('conflict', MSG.productOffSale(String(offSale.code)));
    const code = await findActiveCode(tx, discountCode);
    if (discountCode?.trim() && !code) throw badRequest(MSG.discountInvalid);

    // A fixed lock order keeps two buyers of the same items from deadlocking.
    const byStock = [...lines].sort((a, b) => num(a.stockid) - num(b.stockid));
    for (const line of byStock) {
      const updated = line.stockid
        ? await rows(
            tx,
            sql`update stock set quantity = quantity - ${num(line.quantity)} where stockid = ${num(line.stockid)} and quantity >= ${num(line.quantity)} returning stockid`,
          )
        : [];
      if (!updated.length) throw new AppError('conflict', MSG.saleStockChanged(String(line.code)));
    }

    const priced = lines.map(pricedLine);
    const totals = computeTotals(priced, code?.percent ?? 0);
    const [buyer] = await tx.select().from(users).where(eq(users.id, userId));
    const [sale] = await tx
      .insert(sales)
      .values({
        userId,
        companyName: buyer.companyName,
        ci: buyer.ci,
        contactName: buyer.name,
        contactLastname: buyer.lastname,
        email: buyer.email,
        phone: buyer.phone,
        phone2: buyer.phone2,
        basePhone: buyer.basePhone,
        province: buyer.province,
        city: buyer.city,
        address: buyer.address,
        grossCents: totals.grossCents,
        discountValue: code?.percent ?? 0,
        discountCode: code?.code ?? null,
        discountCents: totals.codeDiscountCents,
        totalCents: totals.totalCents,
        subtotalCents: totals.subtotalCents,
        vatCents: totals.vatCents,
        items: priced.reduce((s, l) => s + lineUnits(l), 0),
      })
      .returning({ id: sales.id });
    await tx.insert(saleDetails).values(
      lines.map((l, i) => ({
        saleId: sale.id,
        variantId: num(l.prodvarid),
        stockId: num(l.stockid),
        productId: num(l.productid),
        productName: String(l.product_name),
        brandName: String(l.brand_name),
        thumbnail: String(l.image),
        code: String(l.code),
        colorName: String(l.color_name),
        colorHex: String(l.hexcode),
        sizeName: l.size_name === null ? null : String(l.size_name),
        stockType: l.stocktype as StockType,
        unit: l.unit as CountingUnit,
        unitsPerQuantity: priced[i].unitsPerQuantity,
        preventa: Boolean(l.preventa),
        quantity: priced[i].quantity,
        priceCents: priced[i].priceCents,
        discountValue: priced[i].discountPercent,
        lineTotalCents: lineTotalCents(priced[i]),
      })),
    );
    await tx.insert(saleStatusHistory).values({ saleId: sale.id, status: 'RECEIVED', changedBy: userId });
    const soldByProduct = new Map<number, number>();
    lines.forEach((l, i) => {
      soldByProduct.set(num(l.productid), (soldByProduct.get(num(l.productid)) ?? 0) + lineUnits(priced[i]));
    });
    // Products too are updated in one order, for the same reason as the stock rows.
    for (const [productId, units] of [...soldByProduct].sort(([a], [b]) => a - b)) {
      await tx.execute(sql`update products set units_sold = units_sold + ${units} where productid = ${productId}`);
    }
    await tx.delete(cartDetails).where(eq(cartDetails.cartId, cartId));
    return { saleId: sale.id, productIds: [...soldByProduct.keys()] };
  });
}

/**
 * Sends the order e-mails of the caller's not-yet-processed orders. Each order is claimed on its own
 * before its mails go out, so concurrent calls never both send it; if a mail fails, that order is
 * released (its distributor's copy may then go out again on the next call) and the later ones stay
 * unclaimed.
 */
export async function processOrders(deps: { db: Db; mailer: Mailer; storeInbox: string; publicUrl: string }, userId: number) {
  const { db, mailer } = deps;
  const pending = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.userId, userId), isNull(sales.processedAt)))
    .orderBy(sales.id);
  if (!pending.length) return 0;
  let sent = 0;
  for (const { id } of pending) {
    const [sale] = await db
      .update(sales)
      .set({ processedAt: new Date() })
      .where(and(eq(sales.id, id), isNull(sales.processedAt)))
      .returning();
    if (!sale) continue; // another call claimed it
    try {
      const lines = await db.select().from(saleDetails).where(eq(saleDetails.saleId, sale.id)).orderBy(saleDetails.id);
      for (const mail of newOrderMails(sale, saleSummary(sale, lines), deps)) await mailer.send(mail);
      sent++;
    } catch (err) {
      await db.update(sales).set({ processedAt: null }).where(eq(sales.id, sale.id));
      throw err;
    }
  }
  return sent;
}

function head(s: typeof sales.$inferSelect) {
  return {
    saleid: s.id,
    status: s.status,
    saledate: s.saleDate.toISOString(),
    sale_total: toDollars(s.totalCents),
    subtotal: toDollars(s.subtotalCents),
    vat: toDollars(s.vatCents),
    discount_value: s.discountValue,
    discount_code: s.discountCode,
    items: s.items,
  };
}

export async function mySales(db: Db, userId: number, page: number, size: number) {
  const [{ total }] = await db.select({ total: count() }).from(sales).where(eq(sales.userId, userId));
  const list = await db
    .select()
    .from(sales)
    .where(eq(sales.userId, userId))
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    userSales: list.map(head),
    info: { currentPage: page, totalPages: Math.max(1, Math.ceil(num(total) / size)), limit: size, total: num(total) },
  };
}

export async function mySaleDetail(db: Db, userId: number, saleId: number) {
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.userId, userId)));
  if (!sale) throw notFound(MSG.saleNotFound);
  const lines = await db.select().from(saleDetails).where(eq(saleDetails.saleId, saleId)).orderBy(saleDetails.id);
  return {
    ...head(sale),
    gross: toDollars(sale.grossCents),
    discount_amount: toDollars(sale.discountCents),
    saledetail: lines.map((l) => ({
      saledetailid: l.id,
      price: toDollars(l.priceCents),
      discount_value: l.discountValue,
      quantity: l.quantity,
      stocktype: l.stockType,
      unit: l.unit,
      units_per_quantity: l.unitsPerQuantity,
      preventa: l.preventa,
      line_total: toDollars(l.lineTotalCents),
      size: l.sizeName,
      product_sale_detail: { code: l.code, color: { name: l.colorName, hexcode: l.colorHex } },
      product: { productid: l.productId, name: l.productName, thumbnail: l.thumbnail, product_brand: { name: l.brandName } },
    })),
  };
}
