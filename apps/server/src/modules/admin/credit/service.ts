/**
 * Credit terms (decision 029): what a distributor owes on credit, the orders due, the check a checkout makes before it
 * places an order on credit, and the terms the staff set. Owed: its credit orders neither canceled nor paid.
 */
import {
  ADMIN_MSG,
  addDays,
  type CreditSummary,
  creditAvailableCents,
  daysBetween,
  exceedsCredit,
  formatCents,
  type HistoryFields,
  MSG,
  type OverdueOrder,
  PAYMENT_TERMS_LABELS,
  type PaymentTerms,
  storeDayOf,
} from '@store/contracts';
import { and, asc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { companies, sales } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { recordChange } from '../history/index.ts';

/** A credit order still owed: bought on credit, not canceled, its payment not confirmed. */
const owed = and(isNotNull(sales.dueOn), ne(sales.status, 'CANCELED'), ne(sales.paymentStatus, 'CONFIRMED'));

async function owedOrders(db: DbOrTx, companyId: number) {
  return db
    .select({ saleid: sales.id, totalCents: sales.totalCents, dueOn: sql<string>`${sales.dueOn}::text` })
    .from(sales)
    .where(and(eq(sales.companyId, companyId), owed))
    .orderBy(asc(sales.dueOn), asc(sales.id));
}

const sumOf = (orders: { totalCents: number }[]) => orders.reduce((sum, o) => sum + o.totalCents, 0);

interface Terms {
  paymentTerms: PaymentTerms;
  creditDays: number | null;
  creditLimitCents: number | null;
}

async function termsOf(db: DbOrTx, companyId: number, lock = false): Promise<Terms & { companyName: string }> {
  const query = db
    .select({
      paymentTerms: companies.paymentTerms,
      creditDays: companies.creditDays,
      creditLimitCents: companies.creditLimitCents,
      companyName: companies.companyName,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound(ADMIN_MSG.distributorNotFound);
  return found;
}

/** A company's terms and what it owes; a member of the staff (no company) buys Contado. */
export async function creditOf(db: DbOrTx, companyId: number | null, today = storeDayOf(new Date())): Promise<CreditSummary> {
  if (companyId === null) return { terms: 'CASH', days: null, limitCents: null, inUseCents: 0, availableCents: null, due: [] };
  const [terms, orders] = await Promise.all([termsOf(db, companyId), owedOrders(db, companyId)]);
  const inUseCents = sumOf(orders);
  return {
    terms: terms.paymentTerms,
    days: terms.creditDays,
    limitCents: terms.creditLimitCents,
    inUseCents,
    availableCents: terms.creditLimitCents === null ? null : creditAvailableCents(terms.creditLimitCents, inUseCents),
    due: orders.map((o) => ({ ...o, overdue: o.dueOn < today })),
  };
}

/** The words an order over a company's credit is refused with: the buyer's by default, the staff's when they key it in. */
export type CreditRefusal = (orderCents: number, availableCents: number, limitCents: number) => string;

/**
 * Before an order is placed (in its transaction), with the company's row as the caller read it locked (FOR
 * UPDATE), so that checkouts of one company are checked one after the other however many race. A credit buyer
 * whose order would owe more than its limit is refused with the amount available; answers the order's due day
 * (null: Contado, and no query).
 */
export async function creditCheck(
  tx: Tx,
  company: (Terms & { id: number }) | null,
  orderCents: number,
  refusal: CreditRefusal = MSG.creditExceeded,
  today = storeDayOf(new Date()),
): Promise<string | null> {
  if (company?.paymentTerms !== 'CREDIT' || !company.creditDays || !company.creditLimitCents) return null;
  const available = creditAvailableCents(company.creditLimitCents, sumOf(await owedOrders(tx, company.id)));
  if (exceedsCredit(orderCents, available)) throw new AppError('conflict', refusal(orderCents, available, company.creditLimitCents));
  return addDays(today, company.creditDays);
}

/** The staff's change of a distributor's terms: a limit below what it already owes is refused. */
const termsFields = (t: Terms): HistoryFields => ({
  'Condiciones de pago': PAYMENT_TERMS_LABELS[t.paymentTerms],
  Plazo: t.creditDays === null ? null : `${t.creditDays} días`,
  'Límite de crédito': t.creditLimitCents === null ? null : formatCents(t.creditLimitCents),
});

export async function setCreditTerms(
  db: Db,
  actorId: number,
  companyId: number,
  v: { terms: PaymentTerms; days: number | null; limitCents: number | null },
) {
  return db.transaction(async (tx) => {
    const current = await termsOf(tx, companyId, true);
    const inUse = sumOf(await owedOrders(tx, companyId));
    if (v.limitCents !== null && v.limitCents < inUse) throw badRequest(ADMIN_MSG.creditLimitBelowOwed(inUse));
    await tx
      .update(companies)
      .set({ paymentTerms: v.terms, creditDays: v.days, creditLimitCents: v.limitCents })
      .where(eq(companies.id, companyId));
    await recordChange(tx, actorId, {
      entity: 'distributor',
      entityId: companyId,
      label: current.companyName,
      action: 'Cambió las condiciones de pago',
      before: termsFields(current),
      after: termsFields({ paymentTerms: v.terms, creditDays: v.days, creditLimitCents: v.limitCents }),
    });
    return current.companyName;
  });
}

/** Unpaid credit orders past their day, the oldest first: the staff's dashboard. */
export async function overdueOrders(db: DbOrTx, today = storeDayOf(new Date()), limit = 20): Promise<OverdueOrder[]> {
  const found = await db
    .select({
      saleid: sales.id,
      // a credit order is always a company's
      userid: sql<number>`${sales.companyId}`,
      companyName: sales.companyName,
      totalCents: sales.totalCents,
      dueOn: sql<string>`${sales.dueOn}::text`,
    })
    .from(sales)
    .where(and(owed, lt(sales.dueOn, today)))
    .orderBy(asc(sales.dueOn), asc(sales.id))
    .limit(limit);
  return found.map((o) => ({ ...o, overdue: true, daysLate: daysBetween(o.dueOn, today) }));
}
