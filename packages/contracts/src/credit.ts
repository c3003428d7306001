/**
 * Credit terms (decision 029): a distributor pays *Contado* (before dispatch, as always) or buys on *Crédito*, paying
 * each order within 15, 30 or 60 days, up to a limit owed at once. What it owes, what is due and the form's schema.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { toCents } from './pricing.ts';

export const PAYMENT_TERMS = ['CASH', 'CREDIT'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = { CASH: 'Contado', CREDIT: 'Crédito' };
export const CREDIT_DAYS = [15, 30, 60] as const;
/** the largest credit limit the form takes, in dollars */
export const CREDIT_LIMIT_MAX = 1_000_000;

export const creditTermsBody = z
  .object({
    terms: z.enum(PAYMENT_TERMS, { error: ADMIN_MSG.creditTermsInvalid }),
    days: z
      .number({ error: ADMIN_MSG.creditDaysInvalid })
      .refine((d) => (CREDIT_DAYS as readonly number[]).includes(d), { error: ADMIN_MSG.creditDaysInvalid })
      .nullable()
      .optional(),
    /** dollars, two decimals at most */
    limit: z
      .number({ error: ADMIN_MSG.creditLimitInvalid })
      .positive({ error: ADMIN_MSG.creditLimitInvalid })
      .max(CREDIT_LIMIT_MAX, { error: ADMIN_MSG.creditLimitInvalid })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: ADMIN_MSG.creditLimitInvalid })
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.terms !== 'CREDIT') return;
    if (!v.days) ctx.addIssue({ code: 'custom', path: ['days'], message: ADMIN_MSG.creditDaysInvalid });
    if (!v.limit) ctx.addIssue({ code: 'custom', path: ['limit'], message: ADMIN_MSG.creditLimitInvalid });
  })
  .transform((v) =>
    v.terms === 'CREDIT'
      ? { terms: v.terms, days: v.days as number, limitCents: toCents(v.limit as number) }
      : { terms: v.terms, days: null, limitCents: null },
  );
export type CreditTermsBody = z.input<typeof creditTermsBody>;

export const dueOrder = z.object({
  saleid: z.number().int(),
  totalCents: z.number().int(),
  /** the store day it must be paid by */
  dueOn: z.string(),
  overdue: z.boolean(),
});
export type DueOrder = z.infer<typeof dueOrder>;

/** A distributor's credit as its profile and the back office show it. */
export const creditSummary = z.object({
  terms: z.enum(PAYMENT_TERMS),
  days: z.number().int().nullable(),
  limitCents: z.number().int().nullable(),
  /** unpaid credit orders, not canceled */
  inUseCents: z.number().int(),
  availableCents: z.number().int().nullable(),
  due: z.array(dueOrder),
});
export type CreditSummary = z.infer<typeof creditSummary>;
export const creditResponse = z.object({ ok: z.literal(true), credit: creditSummary });
export const creditTermsResponse = z.object({ ok: z.literal(true), msg: z.string(), credit: creditSummary });

/** An unpaid credit order past its day, for the staff's dashboard. */
export const overdueOrder = dueOrder.extend({ companyName: z.string(), userid: z.number().int(), daysLate: z.number().int() });
export type OverdueOrder = z.infer<typeof overdueOrder>;

/**
 * A credit order still owed (neither canceled nor its payment confirmed) past its due day (`YYYY-MM-DD`, the
 * store's): the profile's, the orders' and the staff's «Vencida».
 */
export const isOverdue = (order: { dueOn: string | null; status: string; paymentStatus: string }, today: string): boolean =>
  order.dueOn !== null && order.status !== 'CANCELED' && order.paymentStatus !== 'CONFIRMED' && order.dueOn < today;

/** What a credit order leaves to spend: the limit less what is owed (never below 0). */
export const creditAvailableCents = (limitCents: number, inUseCents: number) => Math.max(0, limitCents - inUseCents);

/** An order a credit buyer may not place: it would owe more than the limit leaves (checkout refuses it, the cart says so first). */
export const exceedsCredit = (orderCents: number, availableCents: number) => orderCents > availableCents;
