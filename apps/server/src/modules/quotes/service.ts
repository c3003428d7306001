/**
 * Quotes (docs/product.md §29): a buyer's request from the cart, Ventas's answer or a quote from scratch, and the
 * company's acceptance (an order at the quoted prices through sales' commitOrder) or refusal. Each change locks the
 * quote's row, so an answer, an acceptance and a refusal never cross, and one quote makes one order at most.
 */
import {
  addDays,
  type CountingUnit,
  discountedCents,
  formatStoreDate,
  MSG,
  QUOTE_VALID_MAX_DAYS,
  type QuoteDetail,
  type QuoteLine,
  type QuoteState,
  type QuoteSummary,
  quoteState,
  storeDayOf,
  toDollars,
  unitsPerQuantity,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { QuoteAnswerBody, QuoteCreateBody } from '@store/contracts/admin-quotes';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { OrderReader } from '../../db/order-owner.ts';
import { personNames } from '../../db/person-names.ts';
import { cartDetails, companies, quoteLines, quotes } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { updateJson } from '../../lib/json-rows.ts';
import { recordChange } from '../admin/history/index.ts';
import { checkedPicks, type Pick as LinePick } from '../buying/index.ts';
import { cartLines, lockCart } from '../cart/index.ts';
import { approvedCompany } from '../company/index.ts';
import { buyerList, companyList, withGroupPrices } from '../pricing/index.ts';
import { type ApprovalDeps, commitOrder, type OrderLine, whatWasSold } from '../sales/index.ts';
import { type QuoteMailDeps, queueAnswerMail, queueDeclineMail, queueRequestMail } from './quote-mail.ts';
import { linesOf, lineTotal } from './quote-read.ts';

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

/** The snapshot of a line as it is quoted: what it is, how many, and the company's price for it today. */
function lineSnapshot(quoteId: number, l: OrderLine) {
  return {
    quoteId,
    ...whatWasSold(l),
    sizeId: l.sizeId,
    unitsPerQuantity: unitsPerQuantity(l.stockType, l.unitsPerBox),
    quantity: l.quantity,
    listCents: discountedCents(l.priceCents, l.discountPercent),
  };
}

/** The quote's row, locked, when it is the company's (any company's for the staff: null). */
async function lockQuote(tx: Tx, quoteId: number, companyId: number | null) {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), companyId === null ? undefined : eq(quotes.companyId, companyId)))
    .for('update');
  if (!quote) throw notFound(MSG.quoteNotFound);
  return quote;
}

/**
 * «Solicitar cotización»: the buyer's cart, at their company's prices, becomes a quote «Solicitada» with their note,
 * and the cart is emptied; the store is told by e-mail.
 */
export async function requestQuote(db: Db, buyer: OrderReader & { companyId: number }, note: string, mails?: QuoteMailDeps) {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, buyer.id);
    const lines = await withGroupPrices(tx, await buyerList(tx, buyer.id), await cartLines(tx, cartId));
    if (!lines.length) throw badRequest(MSG.emptyCart);
    const offSale = lines.find((l) => !l.active);
    if (offSale) throw new AppError('conflict', MSG.productOffSale(offSale.code));
    const [quote] = await tx.insert(quotes).values({ companyId: buyer.companyId, requestedBy: buyer.id, note }).returning();
    const rows = await tx
      .insert(quoteLines)
      .values(lines.map((l) => lineSnapshot(quote.id, l)))
      .returning();
    await tx.delete(cartDetails).where(eq(cartDetails.cartId, cartId));
    if (mails) await queueRequestMail(tx, mails, quote, rows);
    return quote.id;
  });
}

type Figures = { list: number; quoted: number; units: Record<CountingUnit, number> };

/** Each quote's figures, from its lines in one query: at the list prices, at the quoted ones, and its pairs and units apart. */
async function figuresOf(db: Db, quoteIds: number[]) {
  const figures = new Map<number, Figures>();
  if (!quoteIds.length) return figures;
  const rows = await db
    .select({
      quoteId: quoteLines.quoteId,
      unit: quoteLines.unit,
      list: sql<number>`sum(${quoteLines.quantity} * ${quoteLines.unitsPerQuantity} * ${quoteLines.listCents})::int`,
      quoted: sql<number>`sum(${quoteLines.quantity} * ${quoteLines.unitsPerQuantity} * coalesce(${quoteLines.quotedCents}, ${quoteLines.listCents}))::int`,
      units: sql<number>`sum(${quoteLines.quantity} * ${quoteLines.unitsPerQuantity})::int`,
    })
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, quoteIds))
    .groupBy(quoteLines.quoteId, quoteLines.unit);
  for (const r of rows) {
    const of = figures.get(r.quoteId) ?? { list: 0, quoted: 0, units: { PAIR: 0, UNIT: 0 } };
    of.list += Number(r.list);
    of.quoted += Number(r.quoted);
    of.units[r.unit] = Number(r.units);
    figures.set(r.quoteId, of);
  }
  return figures;
}

const summaryColumns = { quote: quotes, companyName: companies.companyName };
type SummaryRow = { quote: QuoteRow; companyName: string };

function summary(row: SummaryRow, figures: Figures | undefined, names: Map<number, string>, today: string): QuoteSummary {
  const { quote } = row;
  return {
    quoteid: quote.id,
    state: quoteState(quote.status, quote.validUntil, today),
    companyid: quote.companyId,
    company_name: row.companyName,
    requested_by: quote.requestedBy === null ? null : (names.get(quote.requestedBy) ?? null),
    created_at: quote.createdAt.toISOString(),
    valid_until: quote.validUntil,
    list_total: toDollars(figures?.list ?? 0),
    total: quote.status === 'REQUESTED' ? null : toDollars(figures?.quoted ?? 0),
    unit_totals: figures?.units ?? { PAIR: 0, UNIT: 0 },
    saleid: quote.saleId,
  };
}

/** The states a list asks for, as the rows say them: «Vencida» and «Respondida» are one status, split by the day. */
function stateFilter(state: QuoteState | undefined, today: string) {
  if (!state) return undefined;
  if (state === 'EXPIRED') return and(eq(quotes.status, 'SENT'), lt(quotes.validUntil, today));
  if (state === 'SENT') return and(eq(quotes.status, 'SENT'), sql`${quotes.validUntil} >= ${today}`);
  return eq(quotes.status, state);
}

/** The most recent quotes listed at once: a company's, or the back office's (newest first). */
const LIST_MAX = 200;

/** A company's quotes (`companyId`), or every company's for the staff (null), newest first, optionally of one state. */
export async function listQuotes(db: Db, companyId: number | null, timeZone: string, state?: QuoteState) {
  const today = storeDayOf(new Date(), timeZone);
  const rows = await db
    .select(summaryColumns)
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(and(companyId === null ? undefined : eq(quotes.companyId, companyId), stateFilter(state, today)))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(LIST_MAX);
  const [figures, names] = await Promise.all([
    figuresOf(
      db,
      rows.map((r) => r.quote.id),
    ),
    personNames(
      db,
      rows.map((r) => r.quote.requestedBy),
    ),
  ]);
  return rows.map((r) => summary(r, figures.get(r.quote.id), names, today));
}

function lineOut(l: LineRow): QuoteLine {
  return {
    quotelineid: l.id,
    prodvarid: l.variantId,
    sizeid: l.sizeId,
    productid: l.productId,
    product_name: l.productName,
    brand_name: l.brandName,
    code: l.code,
    color: { name: l.colorName, hexcode: l.colorHex },
    size: l.sizeName,
    stocktype: l.stockType,
    unit: l.unit,
    units_per_quantity: l.unitsPerQuantity,
    quantity: l.quantity,
    thumbnail: l.thumbnail,
    list_price: toDollars(l.listCents),
    quoted_price: l.quotedCents === null ? null : toDollars(l.quotedCents),
    line_total: toDollars(lineTotal(l)),
  };
}

/** One quote with its lines: the company's own (another's is the same 404 as none), or any for the staff (null). */
export async function quoteDetail(db: Db, quoteId: number, companyId: number | null, timeZone: string): Promise<QuoteDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(and(eq(quotes.id, quoteId), companyId === null ? undefined : eq(quotes.companyId, companyId)));
  if (!row) throw notFound(MSG.quoteNotFound);
  const [lines, figures, names] = await Promise.all([
    linesOf(db, quoteId),
    figuresOf(db, [quoteId]),
    personNames(db, [row.quote.requestedBy, row.quote.answeredBy]),
  ]);
  const q = row.quote;
  return {
    ...summary(row, figures.get(quoteId), names, storeDayOf(new Date(), timeZone)),
    note: q.note,
    reply: q.reply,
    percent_off: q.percentOff,
    answered_by: q.answeredBy === null ? null : (names.get(q.answeredBy) ?? null),
    answered_at: q.answeredAt?.toISOString() ?? null,
    decline_reason: q.declineReason,
    lines: lines.map(lineOut),
  };
}

/** The day a quote may hold through: from today to QUOTE_VALID_MAX_DAYS ahead. */
function validDay(day: string, timeZone: string) {
  const today = storeDayOf(new Date(), timeZone);
  if (day < today) throw badRequest(ADMIN_MSG.quoteValidUntilPast);
  if (day > addDays(today, QUOTE_VALID_MAX_DAYS)) throw badRequest(ADMIN_MSG.quoteValidUntilFar(QUOTE_VALID_MAX_DAYS));
  return day;
}

const quoteFields = (q: Pick<QuoteRow, 'validUntil' | 'percentOff' | 'reply'>, totalCents: number) => ({
  'Válida hasta': q.validUntil,
  Descuento: q.percentOff ? `${q.percentOff}%` : null,
  Total: toDollars(totalCents),
  Nota: q.reply || null,
});

/**
 * Ventas's answer to a quote still open (again, to correct it): the day it holds through, a note, and a price per
 * line or a percent off each line's list price. The company gets it by e-mail with the PDF.
 */
export async function answerQuote(
  db: Db,
  staffId: number,
  quoteId: number,
  body: QuoteAnswerBody,
  timeZone: string,
  mails?: QuoteMailDeps,
) {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId, null);
    if (quote.status === 'ACCEPTED' || quote.status === 'DECLINED') throw new AppError('conflict', ADMIN_MSG.quoteClosed);
    const validUntil = validDay(body.valid_until, timeZone);
    const lines = await linesOf(tx, quoteId);
    const percent = body.percent_off ?? null;
    const given = new Map((body.prices ?? []).map((p) => [p.quotelineid, Math.round(p.price * 100)]));
    if ([...given.keys()].some((id) => !lines.some((l) => l.id === id))) throw badRequest(ADMIN_MSG.quoteLineUnknown);
    const priced = lines.map((l) => ({
      ...l,
      quotedCents: percent !== null ? discountedCents(l.listCents, percent) : (given.get(l.id) ?? null),
    }));
    if (priced.some((l) => l.quotedCents === null)) throw badRequest(ADMIN_MSG.quoteLinesMissing);
    // One statement for all the lines (a quote may hold QUICK_ORDER_MAX_LINES of them).
    await updateJson(
      tx,
      quoteLines,
      priced.map((l) => ({ id: l.id, quotedCents: l.quotedCents })),
    );
    const [answered] = await tx
      .update(quotes)
      .set({ status: 'SENT', validUntil, reply: body.reply, percentOff: percent, answeredBy: staffId, answeredAt: new Date() })
      .where(eq(quotes.id, quoteId))
      .returning();
    const total = priced.reduce((s, l) => s + lineTotal(l, l.quotedCents ?? 0), 0);
    const label = await quoteLabel(tx, answered);
    await recordChange(tx, staffId, {
      entity: 'quote',
      entityId: quoteId,
      label,
      action: quote.status === 'SENT' ? 'Corrigió la cotización' : 'Respondió la cotización',
      before:
        quote.status === 'SENT'
          ? quoteFields(
              quote,
              lines.reduce((s, l) => s + lineTotal(l), 0),
            )
          : null,
      after: quoteFields(answered, total),
    });
    if (mails) await queueAnswerMail(tx, mails, answered);
    return quoteId;
  });
}

/** «Cotización #12 · Calzado El Paso», as the history names it. */
async function quoteLabel(tx: Tx, quote: QuoteRow) {
  const [company] = await tx.select({ name: companies.companyName }).from(companies).where(eq(companies.id, quote.companyId));
  return `Cotización #${quote.id} · ${company?.name ?? ''}`;
}

/**
 * A quote Ventas writes from scratch for a company, sent at once: its lines read at the company's prices (sold by
 * the box or half box as a cart's; the stock is weighed when it is accepted), each at the price given or the percent.
 */
export async function createQuote(db: Db, staffId: number, body: QuoteCreateBody, timeZone: string, mails?: QuoteMailDeps) {
  return db.transaction(async (tx) => {
    const company = await approvedCompany(tx, body.companyid);
    const validUntil = validDay(body.valid_until, timeZone);
    const picks: LinePick[] = body.lines.map((l) => ({ variantId: l.prodvarid, sizeId: l.sizeid, quantity: l.quantity }));
    const { lines, problems } = await checkedPicks(tx, await companyList(tx, company.id), picks, { stock: false });
    if (problems.length) throw new AppError('conflict', ADMIN_MSG.quoteLinesRefused(problems.map((p) => p.text)));
    const percent = body.percent_off ?? null;
    const [quote] = await tx
      .insert(quotes)
      .values({
        companyId: company.id,
        status: 'SENT',
        reply: body.reply,
        percentOff: percent,
        validUntil,
        answeredBy: staffId,
        answeredAt: new Date(),
      })
      .returning();
    const rows = lines.map((l, i) => {
      const snapshot = lineSnapshot(quote.id, l);
      const price = body.lines[i].price;
      return { ...snapshot, quotedCents: percent !== null ? discountedCents(snapshot.listCents, percent) : Math.round((price ?? 0) * 100) };
    });
    await tx.insert(quoteLines).values(rows);
    await recordChange(tx, staffId, {
      entity: 'quote',
      entityId: quote.id,
      label: `Cotización #${quote.id} · ${company.companyName}`,
      action: 'Creó la cotización',
      after: quoteFields(
        quote,
        rows.reduce((s, l) => s + l.quantity * l.unitsPerQuantity * l.quotedCents, 0),
      ),
    });
    if (mails) await queueAnswerMail(tx, mails, quote);
    return quote.id;
  });
}

/** Why a quote cannot be accepted or declined now, said to the company. */
function refuseClosed(quote: QuoteRow, timeZone: string) {
  if (quote.status === 'ACCEPTED') throw new AppError('conflict', MSG.quoteAlreadyAccepted(quote.saleId ?? 0));
  if (quote.status === 'DECLINED') throw new AppError('conflict', MSG.quoteNotOpen);
  if (quote.status === 'REQUESTED') throw new AppError('conflict', MSG.quoteNotAnswered);
  if (quoteState(quote.status, quote.validUntil, storeDayOf(new Date(), timeZone)) === 'EXPIRED')
    throw new AppError('conflict', MSG.quoteExpired(formatStoreDate(`${quote.validUntil}T12:00:00Z`, { timeZone })));
}

/**
 * «Aceptar cotización»: in one transaction with the quote locked, its lines read now (on sale, within the stock:
 * each that no longer fits is said, and nothing is ordered) and placed at the quoted prices through commitOrder
 * (credit, a buyer's limit, the e-mails). Accepted twice at once, the second waits for the lock and finds it accepted.
 */
export async function acceptQuote(
  db: Db,
  buyer: OrderReader & { companyId: number },
  quoteId: number,
  branchId: number | undefined,
  mails: ApprovalDeps,
) {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId, buyer.companyId);
    refuseClosed(quote, mails.timeZone);
    const quoted = await linesOf(tx, quoteId);
    const picks = quoted.map((l) => ({ variantId: l.variantId ?? 0, sizeId: l.sizeId, quantity: l.quantity, code: l.code }));
    const { lines, problems } = await checkedPicks(tx, null, picks);
    if (problems.length) throw new AppError('conflict', MSG.quoteLinesUnavailable(problems.map((p) => p.text)));
    // The order is sold at the quoted prices: the product's own discount is already in them.
    const atQuoted: OrderLine[] = lines.map((l, i) => ({
      ...l,
      priceCents: quoted[i].quotedCents ?? quoted[i].listCents,
      discountPercent: 0,
    }));
    const placed = await commitOrder(tx, buyer, { lines: atQuoted, branchId, mails });
    await tx
      .update(quotes)
      .set({ status: 'ACCEPTED', decidedBy: buyer.id, decidedAt: new Date(), saleId: placed.order.id })
      .where(eq(quotes.id, quoteId));
    return placed;
  });
}

/** The company declines a quote still open (or withdraws its request); the store is told. */
export async function declineQuote(
  db: Db,
  person: OrderReader & { companyId: number },
  quoteId: number,
  reason: string,
  mails: QuoteMailDeps,
) {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId, person.companyId);
    if (quote.status === 'ACCEPTED') throw new AppError('conflict', MSG.quoteAlreadyAccepted(quote.saleId ?? 0));
    if (quote.status === 'DECLINED') throw new AppError('conflict', MSG.quoteNotOpen);
    const [declined] = await tx
      .update(quotes)
      .set({ status: 'DECLINED', declineReason: reason, decidedBy: person.id, decidedAt: new Date() })
      .where(eq(quotes.id, quoteId))
      .returning();
    await queueDeclineMail(tx, mails, declined, person.id);
  });
}
