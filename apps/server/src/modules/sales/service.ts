import { type CountingUnit, computeTotals, isOverdue, lineTotalCents, lineUnits, MSG, storeDayOf, toDollars } from '@store/contracts';
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartDetails, products, saleDetails, saleStatusHistory, sales, stock, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { CatalogCache } from '../../plugins/catalog-cache.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { creditCheck } from '../admin/credit/index.ts';
import { cartLines, findActiveCode, lockCart, priced as pricedLine } from '../cart/index.ts';
import { buyerList, withGroupPrices } from '../pricing/index.ts';
import { newOrderMails, ORDER_NOTE, summaryOf } from './order-mail.ts';

/**
 * Turns the cart into an order in one transaction: each stock row is decremented only if it still
 * holds the quantity (so concurrent buyers can never drive it negative), prices, discounts, colour
 * and size are copied into the lines, and the cart is emptied. Once it is committed, the catalogue cache
 * forgets the products whose stock changed (the demo seed, which runs before any cache, passes none).
 */
export async function placeOrder(db: Db, userId: number, discountCode?: string, catalog?: Pick<CatalogCache, 'forgetProducts'>) {
  const placed = await db.transaction(async (tx) => {
    // The cart row is locked first: a double submit waits here and then finds the cart empty.
    const cartId = await lockCart(tx, userId);
    // The buyer's group's prices, as its list stands now (read in this transaction).
    const lines = await withGroupPrices(tx, await buyerList(tx, userId), await cartLines(tx, cartId));
    if (!lines.length) throw badRequest(MSG.emptyCart);
    const offSale = lines.find((l) => !l.active);
    if (offSale) throw new AppError('conflict', MSG.productOffSale(offSale.code));
    const code = await findActiveCode(tx, discountCode);
    if (discountCode?.trim() && !code) throw badRequest(MSG.discountInvalid);

    const priced = lines.map(pricedLine);
    const totals = computeTotals(priced, code?.percent ?? 0);
    // A credit buyer's order must fit in what its limit leaves (its row locked: racing checkouts wait here).
    const dueOn = await creditCheck(tx, userId, totals.totalCents);

    // A fixed lock order keeps two buyers of the same items from deadlocking.
    const byStock = [...lines].sort((a, b) => (a.stockId ?? 0) - (b.stockId ?? 0));
    for (const line of byStock) {
      const updated = line.stockId
        ? await tx
            .update(stock)
            .set({ quantity: sql`${stock.quantity} - ${line.quantity}` })
            .where(and(eq(stock.id, line.stockId), gte(stock.quantity, line.quantity)))
            .returning({ id: stock.id })
        : [];
      if (!updated.length) throw new AppError('conflict', MSG.saleStockChanged(line.code));
    }

    const [buyer] = await tx.select().from(users).where(eq(users.id, userId));
    const [order] = await tx
      .insert(sales)
      .values({
        userId,
        companyName: buyer.companyName,
        ci: buyer.ci ?? '',
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
        dueOn,
      })
      .returning({ id: sales.id });
    await tx.insert(saleDetails).values(
      lines.map((l, i) => ({
        saleId: order.id,
        variantId: l.variantId,
        stockId: l.stockId,
        productId: l.productId,
        productName: l.productName,
        brandName: l.brandName,
        thumbnail: l.image,
        code: l.code,
        colorName: l.colorName,
        colorHex: l.colorHex,
        sizeName: l.sizeName,
        stockType: l.stockType,
        unit: l.unit,
        unitsPerQuantity: priced[i].unitsPerQuantity,
        preventa: l.preventa,
        quantity: priced[i].quantity,
        priceCents: priced[i].priceCents,
        discountValue: priced[i].discountPercent,
        lineTotalCents: lineTotalCents(priced[i]),
      })),
    );
    await tx.insert(saleStatusHistory).values({ saleId: order.id, status: 'RECEIVED', changedBy: userId });
    const soldByProduct = new Map<number, number>();
    lines.forEach((l, i) => {
      soldByProduct.set(l.productId, (soldByProduct.get(l.productId) ?? 0) + lineUnits(priced[i]));
    });
    // Products too are updated in one order, for the same reason as the stock rows.
    for (const [productId, units] of [...soldByProduct].sort(([a], [b]) => a - b)) {
      await tx
        .update(products)
        .set({ unitsSold: sql`${products.unitsSold} + ${units}` })
        .where(eq(products.id, productId));
    }
    await tx.delete(cartDetails).where(eq(cartDetails.cartId, cartId));
    return { orderId: order.id, productIds: [...soldByProduct.keys()] };
  });
  // Stock changed: these products' cards and detail pages, and the cached lists, are rebuilt on the next read.
  catalog?.forgetProducts(placed.productIds);
  return placed;
}

/** What queueing the order e-mails needs: the mailer, where the store's copy goes, the links' site and the store's clock. */
export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  storeInbox: string;
  publicUrl: string;
  timeZone: string;
}

/**
 * Queues the order e-mails of the caller's not-yet-processed orders. Each order is claimed and its two
 * e-mails queued in one transaction, so concurrent calls never both queue it and a claimed order always
 * has its mails; the queue sends them (the distributor's with its PDF note, drawn then) and retries them.
 */
export async function processOrders(deps: OrderMailDeps, userId: number) {
  const { db, mailer } = deps;
  const pending = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.userId, userId), isNull(sales.processedAt)))
    .orderBy(sales.id);
  let queued = 0;
  for (const { id } of pending) {
    const claimed = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(sales)
        .set({ processedAt: new Date() })
        .where(and(eq(sales.id, id), isNull(sales.processedAt)))
        .returning();
      if (!order) return false; // another call claimed it
      const lines = await tx.select().from(saleDetails).where(eq(saleDetails.saleId, order.id)).orderBy(saleDetails.id);
      const [toBuyer, toStore] = newOrderMails(order, summaryOf(order, lines), deps);
      await mailer.send({ ...toBuyer, render: { kind: ORDER_NOTE, orderId: order.id } }, { tx });
      await mailer.send(toStore, { tx });
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}

/** An order's head as the distributor's pages read it (SPEC.md 7 names); `today` is the store's day. */
function orderHead(o: typeof sales.$inferSelect, today: string) {
  return {
    saleid: o.id,
    status: o.status,
    saledate: o.saleDate.toISOString(),
    sale_total: toDollars(o.totalCents),
    subtotal: toDollars(o.subtotalCents),
    vat: toDollars(o.vatCents),
    discount_value: o.discountValue,
    discount_code: o.discountCode,
    items: o.items,
    payment_status: o.paymentStatus,
    due_on: o.dueOn,
    overdue: isOverdue(o, today),
  };
}

/** The pairs and the units of each of these orders, counted apart (one query for a page of orders). */
async function unitTotals(db: Db, orderIds: number[]) {
  const totals = new Map<number, Record<CountingUnit, number>>(orderIds.map((id) => [id, { PAIR: 0, UNIT: 0 }]));
  if (orderIds.length === 0) return totals;
  const rows = await db
    .select({
      saleId: saleDetails.saleId,
      unit: saleDetails.unit,
      units: sql<number>`sum(${saleDetails.quantity} * ${saleDetails.unitsPerQuantity})::int`,
    })
    .from(saleDetails)
    .where(inArray(saleDetails.saleId, orderIds))
    .groupBy(saleDetails.saleId, saleDetails.unit);
  for (const r of rows) {
    const of = totals.get(r.saleId);
    if (of) of[r.unit] = Number(r.units);
  }
  return totals;
}

/** `timeZone`: the store's, whose day says whether a credit order is overdue. */
export async function myOrders(db: Db, userId: number, page: number, size: number, timeZone: string) {
  const [{ total }] = await db.select({ total: count() }).from(sales).where(eq(sales.userId, userId));
  const list = await db
    .select()
    .from(sales)
    .where(eq(sales.userId, userId))
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(size)
    .offset((page - 1) * size);
  const today = storeDayOf(new Date(), timeZone);
  const counted = await unitTotals(
    db,
    list.map((o) => o.id),
  );
  return {
    userSales: list.map((o) => ({ ...orderHead(o, today), unit_totals: counted.get(o.id) ?? { PAIR: 0, UNIT: 0 } })),
    info: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / size)), limit: size, total },
  };
}

export async function myOrderDetail(db: Db, userId: number, orderId: number, timeZone: string) {
  const [order] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, orderId), eq(sales.userId, userId)));
  if (!order) throw notFound(MSG.saleNotFound);
  const [lines, history] = await Promise.all([
    db.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(saleDetails.id),
    db
      .select({ status: saleStatusHistory.status, changedAt: saleStatusHistory.changedAt })
      .from(saleStatusHistory)
      .where(eq(saleStatusHistory.saleId, orderId))
      .orderBy(saleStatusHistory.changedAt, saleStatusHistory.id),
  ]);
  return {
    ...orderHead(order, storeDayOf(new Date(), timeZone)),
    delivery: {
      name: `${order.contactName} ${order.contactLastname}`.trim(),
      phone: order.phone,
      province: order.province,
      city: order.city,
      address: order.address,
    },
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    cancel_reason: order.cancelReason,
    history: history.map((h) => ({ status: h.status, changed_at: h.changedAt.toISOString() })),
    gross: toDollars(order.grossCents),
    discount_amount: toDollars(order.discountCents),
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
