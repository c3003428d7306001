import { type CountingUnit, computeTotals, isOverdue, lineTotalCents, lineUnits, MSG, storeDayOf, toDollars } from '@store/contracts';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { type OrderReader, ownOrders } from '../../db/order-owner.ts';
import { personNames } from '../../db/person-names.ts';
import { cartDetails, companies, products, saleDetails, saleStatusHistory, sales, stock, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { intArray } from '../../lib/json-rows.ts';
import { type CreditRefusal, creditCheck } from '../admin/credit/index.ts';
import { cartLines, findActiveCode, type LineNow, lockCart, priced as pricedLine } from '../cart/index.ts';
import { type DeliveryBranch, deliveryBranch, deliveryOf } from '../company/index.ts';
import { orderInvoices } from '../e-invoicing/index.ts';
import { buyerList, withGroupPrices } from '../pricing/index.ts';
import { type ApprovalDeps, holdForApproval, overLimit } from './hold.ts';
import { type NewOrderMailDeps, queueNewOrderMails } from './order-mail.ts';

/** An order's line: its variant as it is now, at the price it is sold at. */
export type OrderLine = LineNow;
type PricedLine = ReturnType<typeof pricedLine>;

/**
 * Takes the lines' stock in one statement: each row is decremented only if it still holds the quantity, so
 * concurrent buyers can never drive it negative, and the rows are locked in one order (by id, the CTE's) so that
 * two buyers of the same items never deadlock. A line whose stock fell short is named.
 */
async function takeStock(tx: Tx, lines: OrderLine[]) {
  const short = lines.find((l) => !l.stockId);
  if (short) throw new AppError('conflict', MSG.saleStockChanged(short.code));
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.stockId as number, (wanted.get(l.stockId as number) ?? 0) + l.quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const { rows } = await tx.execute<{ id: number }>(sql`
    with locked as materialized (
      select ${stock.id} as id from ${stock} where ${stock.id} = any(${intArray(ids)}) order by ${stock.id} for no key update
    ), wanted as (
      select * from unnest(${intArray(ids)}, ${intArray(ids.map((id) => wanted.get(id) as number))}) as w(id, quantity)
    )
    update ${stock} set quantity = ${stock.quantity} - wanted.quantity
    from wanted
    where ${stock.id} = wanted.id and ${stock.id} in (select id from locked) and ${stock.quantity} >= wanted.quantity
    returning ${stock.id} as id`);
  if (rows.length === ids.length) return;
  const taken = new Set(rows.map((r) => Number(r.id)));
  const missing = lines.find((l) => !taken.has(l.stockId as number)) as OrderLine;
  throw new AppError('conflict', MSG.saleStockChanged(missing.code));
}

/** What a line sells as it is now, copied into an order's line or a quote's: a later catalogue edit never rewrites them. */
export const whatWasSold = (l: OrderLine) => ({
  variantId: l.variantId,
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
  preventa: l.preventa,
});

/** The order's lines keep the product, colour, size, price and discount as they were sold. */
function lineRows(orderId: number, lines: OrderLine[], priced: PricedLine[]) {
  return lines.map((l, i) => ({
    saleId: orderId,
    ...whatWasSold(l),
    stockId: l.stockId,
    unitsPerQuantity: priced[i].unitsPerQuantity,
    quantity: priced[i].quantity,
    priceCents: priced[i].priceCents,
    discountPercent: priced[i].discountPercent,
    lineTotalCents: lineTotalCents(priced[i]),
  }));
}

/** Adds the units sold to each product's best-seller count in one statement (its rows locked in id order, as the stock's). */
async function countSold(tx: Tx, lines: OrderLine[], priced: PricedLine[]) {
  const soldByProduct = new Map<number, number>();
  lines.forEach((l, i) => {
    soldByProduct.set(l.productId, (soldByProduct.get(l.productId) ?? 0) + lineUnits(priced[i]));
  });
  const ids = [...soldByProduct.keys()].sort((a, b) => a - b);
  await tx.execute(sql`
    with locked as materialized (
      select ${products.id} as id from ${products} where ${products.id} = any(${intArray(ids)}) order by ${products.id} for no key update
    )
    update ${products} set units_sold = ${products.unitsSold} + sold.units
    from unnest(${intArray(ids)}, ${intArray(ids.map((id) => soldByProduct.get(id) as number))}) as sold(id, units)
    where ${products.id} = sold.id and ${products.id} in (select id from locked)`);
  return ids;
}

type Buyer = typeof users.$inferSelect;
type Company = typeof companies.$inferSelect | null;

/** Who buys, as they are now, with their company's row locked (FOR UPDATE): checkouts of one company take turns. */
async function buyerNow(tx: Tx, userId: number, companyId: number | null): Promise<{ person: Buyer; company: Company }> {
  const query = tx.select({ person: users, company: companies }).from(users);
  const [row] =
    companyId === null
      ? await query.leftJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, userId))
      : await query.innerJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, userId)).for('update', { of: companies });
  return row;
}

/** Who bought, as they are now: the company and the person who placed it (a member of the staff: themselves). */
function buyerSnapshot(person: Buyer, company: Company) {
  return {
    companyId: company?.id ?? null,
    userId: person.id,
    companyName: company?.companyName ?? `${person.name} ${person.lastname}`,
    ci: company?.ci ?? '',
    contactName: person.name,
    contactLastname: person.lastname,
    email: person.email,
    phone: person.phone,
    phone2: company?.phone2 ?? '',
    basePhone: company?.basePhone ?? '',
  };
}

/** Where the order goes, as it is now: its branch's address and who receives it there, or the company's own address. */
function deliverySnapshot(company: Company, branch: DeliveryBranch | undefined) {
  if (!branch) return { province: company?.province ?? '', city: company?.city ?? '', address: company?.address ?? '' };
  return {
    province: branch.province,
    city: branch.canton,
    address: branch.street,
    parish: branch.parish,
    addressReference: branch.reference,
    branchId: branch.id,
    branchName: branch.name,
    deliveryContact: branch.contact,
    deliveryPhone: branch.phone,
  };
}

export interface OrderDraft {
  /** the lines, at the prices they are sold at */
  lines: OrderLine[];
  discountCode?: string;
  /** the company's branch it goes to (docs/product.md §27); left out, its main one */
  branchId?: number;
  /** the member of the staff who keyed it in for the company («Ingresado por Ventas», docs/product.md §29) */
  enteredBy?: number;
  /** the order's e-mails (and an order over a buyer's limit, its release job), queued with it; the demo seed leaves them out */
  mails?: ApprovalDeps;
  /** how an order over the company's credit is refused (the buyer's words by default) */
  creditRefusal?: CreditRefusal;
}

/**
 * Makes an order of `draft` in the caller's transaction, placed by `buyer` for their company: the branch checked,
 * credit weighed, stock taken (takeStock), prices, discounts, colour and size copied into the lines, and with
 * `mails` the buyer's confirmation and the store's notice queued: a committed order always has its e-mails,
 * however the request ends, and never twice. An order over a buyer's limit waits for the owner instead.
 */
export async function commitOrder(tx: Tx, buyer: OrderReader, draft: OrderDraft) {
  const { id: userId, companyId } = buyer;
  const { lines, discountCode, branchId, enteredBy, mails } = draft;
  if (!lines.length) throw badRequest(MSG.emptyCart);
  const offSale = lines.find((l) => !l.active);
  if (offSale) throw new AppError('conflict', MSG.productOffSale(offSale.code));
  const code = await findActiveCode(tx, discountCode);
  if (discountCode?.trim() && !code) throw badRequest(MSG.discountInvalid);

  // A branch that is not the buyer's is refused before any stock is held.
  const branch = companyId === null ? undefined : await deliveryBranch(tx, companyId, branchId);

  const priced = lines.map(pricedLine);
  const totals = computeTotals(priced, code?.percent ?? 0);
  const { person, company } = await buyerNow(tx, userId, companyId);
  // A credit buyer's order must fit in what its limit leaves (the company's row locked: racing checkouts wait here).
  const dueOn = await creditCheck(tx, company, totals.totalCents, draft.creditRefusal);
  // A buyer's order over their limit waits for the owner, its stock and credit held (docs/product.md §28). The
  // limit is read here, in the order's transaction: each order is weighed on its own, however many race.
  const held = overLimit(person, totals.totalCents);
  const [order] = await tx
    .insert(sales)
    .values({
      ...buyerSnapshot(person, company),
      ...deliverySnapshot(company, branch),
      grossCents: totals.grossCents,
      codePercent: code?.percent ?? 0,
      discountCode: code?.code ?? null,
      discountCents: totals.codeDiscountCents,
      totalCents: totals.totalCents,
      subtotalCents: totals.subtotalCents,
      vatCents: totals.vatCents,
      items: priced.reduce((s, l) => s + lineUnits(l), 0),
      dueOn,
      status: held ? 'PENDING_APPROVAL' : 'RECEIVED',
      // Its e-mails are queued below (a held one's, once approved): `process_orders` finds nothing to do for it.
      processedAt: mails && !held ? new Date() : null,
      enteredBy: enteredBy ?? null,
    })
    .returning();
  const details = await tx
    .insert(saleDetails)
    .values(lineRows(order.id, lines, priced))
    .returning();
  await tx.insert(saleStatusHistory).values({ saleId: order.id, status: order.status, changedBy: enteredBy ?? userId });
  if (mails && held) await holdForApproval(tx, mails, order);
  else if (mails) await queueNewOrderMails(tx, mails, order, details);
  // Last, so that the rows every buyer of these items waits for are held from here to the commit only.
  await takeStock(tx, lines);
  const productIds = await countSold(tx, lines, priced);
  return { order, productIds, heldOver: held ? person.orderLimitCents : null };
}

export type PlaceOrderOptions = Omit<OrderDraft, 'lines' | 'enteredBy' | 'creditRefusal'>;

/** Turns the buyer's cart into an order (commitOrder) at their group's prices, and empties it, in one transaction. */
export async function placeOrder(db: Db, buyer: OrderReader, options: PlaceOrderOptions = {}) {
  return db.transaction(async (tx) => {
    // The cart row is locked first: a double submit waits here and then finds the cart empty.
    const cartId = await lockCart(tx, buyer.id);
    const lines = await withGroupPrices(tx, await buyerList(tx, buyer.id), await cartLines(tx, cartId));
    const { order, productIds, heldOver } = await commitOrder(tx, buyer, { ...options, lines });
    await tx.delete(cartDetails).where(eq(cartDetails.cartId, cartId));
    return { orderId: order.id, productIds, heldOver };
  });
}

/**
 * Queues the e-mails of the caller's orders that have none yet: orders placed before the e-mails were queued with
 * the order (the API contract's `process_orders` (docs/product.md §7.6)). Each order is claimed and its e-mails queued in one transaction, so
 * concurrent calls never both queue it; with nothing left, it answers so and changes nothing.
 */
export async function processOrders(db: Db, mails: NewOrderMailDeps, reader: OrderReader) {
  const pending = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(ownOrders(reader), isNull(sales.processedAt), ne(sales.status, 'PENDING_APPROVAL')))
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
      await queueNewOrderMails(tx, mails, order, lines);
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}

/** An order's head as the distributor's pages read it (docs/product.md §7 names); `today` is the store's day. */
function orderHead(o: typeof sales.$inferSelect, today: string) {
  return {
    saleid: o.id,
    status: o.status,
    saledate: o.saleDate.toISOString(),
    sale_total: toDollars(o.totalCents),
    subtotal: toDollars(o.subtotalCents),
    vat: toDollars(o.vatCents),
    discount_value: o.codePercent,
    discount_code: o.discountCode,
    items: o.items,
    payment_status: o.paymentStatus,
    due_on: o.dueOn,
    overdue: isOverdue(o, today),
  };
}

/**
 * The pairs and the units of each of these orders, counted apart, in the orders' order (one query for a page of
 * orders; the ids as one array, so that every page length is one statement).
 */
export async function unitTotals(db: DbOrTx, orderIds: number[]): Promise<Record<CountingUnit, number>[]> {
  const totals = new Map<number, Record<CountingUnit, number>>(orderIds.map((id) => [id, { PAIR: 0, UNIT: 0 }]));
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      saleId: saleDetails.saleId,
      unit: saleDetails.unit,
      units: sql<number>`sum(${saleDetails.quantity} * ${saleDetails.unitsPerQuantity})::int`,
    })
    .from(saleDetails)
    .where(sql`${saleDetails.saleId} = any(${intArray(orderIds)})`)
    .groupBy(saleDetails.saleId, saleDetails.unit);
  for (const r of rows) {
    const of = totals.get(r.saleId);
    if (of) of[r.unit] = Number(r.units);
  }
  return orderIds.map((id) => totals.get(id) as Record<CountingUnit, number>);
}

/** `timeZone`: the store's, whose day says whether a credit order is overdue. */
export async function myOrders(db: Db, reader: OrderReader, page: number, size: number, timeZone: string) {
  const [{ total }] = await db.select({ total: count() }).from(sales).where(ownOrders(reader));
  const list = await db
    .select()
    .from(sales)
    .where(ownOrders(reader))
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(size)
    .offset((page - 1) * size);
  const today = storeDayOf(new Date(), timeZone);
  const counted = await unitTotals(
    db,
    list.map((o) => o.id),
  );
  return {
    userSales: list.map((o, i) => ({ ...orderHead(o, today), unit_totals: counted[i] })),
    info: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / size)), limit: size, total },
  };
}

export async function myOrderDetail(db: Db, reader: OrderReader, orderId: number, timeZone: string) {
  const [order] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, orderId), ownOrders(reader)));
  if (!order) throw notFound(MSG.saleNotFound);
  const [lines, history, invoices, names] = await Promise.all([
    db.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(saleDetails.id),
    db
      .select({ status: saleStatusHistory.status, changedAt: saleStatusHistory.changedAt })
      .from(saleStatusHistory)
      .where(eq(saleStatusHistory.saleId, orderId))
      .orderBy(saleStatusHistory.changedAt, saleStatusHistory.id),
    orderInvoices(db, orderId),
    personNames(db, [order.approvedBy, order.enteredBy]),
  ]);
  return {
    ...orderHead(order, storeDayOf(new Date(), timeZone)),
    delivery: deliveryOf(order),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    cancel_reason: order.cancelReason,
    placed_by: `${order.contactName} ${order.contactLastname}`.trim(),
    approved_by: names.get(order.approvedBy ?? 0) ?? null,
    entered_by: order.enteredBy === null ? null : (names.get(order.enteredBy) ?? ''),
    history: history.map((h) => ({ status: h.status, changed_at: h.changedAt.toISOString() })),
    invoices,
    gross: toDollars(order.grossCents),
    discount_amount: toDollars(order.discountCents),
    saledetail: lines.map((l) => ({
      saledetailid: l.id,
      price: toDollars(l.priceCents),
      discount_value: l.discountPercent,
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
