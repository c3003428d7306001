/**
 * The back office's side of quotes (docs/product.md §29) and of orders the staff key in for a company: Ventas's
 * answer, a quote written from scratch, the lines picked by code, and the list's filter.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { isoDay } from './admin-orders.ts';
import { dbId, optionalText } from './common.ts';
import { QUICK_ORDER_MAX_LINES, QUOTE_NOTE_MAX, QUOTE_PERCENT_MAX } from './constants.ts';
import { MSG } from './messages.ts';
import { QUOTE_STATES } from './quotes.ts';

const note = optionalText(QUOTE_NOTE_MAX);

/** A price in dollars, VAT included, with two decimals at most. */
const quotedPrice = z
  .number({ error: ADMIN_MSG.quotePriceInvalid })
  .positive({ error: ADMIN_MSG.quotePriceInvalid })
  .max(100_000, { error: ADMIN_MSG.quotePriceInvalid })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: ADMIN_MSG.quotePriceInvalid });

const percentOff = z
  .number({ error: ADMIN_MSG.quotePercentInvalid })
  .int({ error: ADMIN_MSG.quotePercentInvalid })
  .min(1, { error: ADMIN_MSG.quotePercentInvalid })
  .max(QUOTE_PERCENT_MAX, { error: ADMIN_MSG.quotePercentInvalid });

/**
 * Ventas's answer: the day it holds until, a note, and either a percent off every line or a price per line
 * (each line of the quote, by id). A line left without a price in a per-line answer is refused.
 */
export const quoteAnswerBody = z
  .object({
    valid_until: isoDay,
    reply: note,
    percent_off: percentOff.nullable().optional(),
    prices: z
      .array(z.object({ quotelineid: dbId(ADMIN_MSG.quoteLineUnknown), price: quotedPrice }), { error: ADMIN_MSG.quotePriceInvalid })
      .max(QUICK_ORDER_MAX_LINES)
      .optional(),
  })
  .refine((b) => (b.percent_off ?? null) !== null || (b.prices?.length ?? 0) > 0, { error: ADMIN_MSG.quoteAnswerEmpty });

/** A line Ventas or the staff key in: a variant, its size (none for boxes and units) and how many. */
export const pickedLine = z.object({
  prodvarid: dbId(MSG.variantNotFound),
  sizeid: dbId(MSG.variantNotFound).nullable(),
  quantity: z.number({ error: MSG.quantityPositive }).int({ error: MSG.quantityPositive }).min(1, { error: MSG.quantityPositive }),
});
export type PickedLine = z.infer<typeof pickedLine>;

export const pickedLines = z
  .array(pickedLine, { error: MSG.quickOrderEmpty })
  .min(1, { error: MSG.quickOrderEmpty })
  .max(QUICK_ORDER_MAX_LINES, { error: MSG.quickOrderTooManyLines });

/** A quote Ventas writes from scratch for a company: its lines with their prices (or a percent off all). */
export const quoteCreateBody = z
  .object({
    companyid: dbId(ADMIN_MSG.distributorNotFound),
    valid_until: isoDay,
    reply: note,
    percent_off: percentOff.nullable().optional(),
    lines: z
      .array(pickedLine.extend({ price: quotedPrice.nullable().optional() }), { error: MSG.quickOrderEmpty })
      .min(1, { error: MSG.quickOrderEmpty })
      .max(QUICK_ORDER_MAX_LINES, { error: MSG.quickOrderTooManyLines }),
  })
  .refine((b) => (b.percent_off ?? null) !== null || b.lines.every((l) => (l.price ?? null) !== null), {
    error: ADMIN_MSG.quoteAnswerEmpty,
  });

/** An order the staff key in for a company (docs/product.md §29): its branch, lines and discount code. */
export const keyedOrderBody = z.object({
  companyid: dbId(ADMIN_MSG.distributorNotFound),
  branchid: dbId(MSG.branchNotFound).optional(),
  discountcode: z.string().trim().max(50).optional(),
  lines: pickedLines,
});

/**
 * Lines pasted as in «Pedido rápido», read at a company's prices: for an order, within the stock; for a quote, by
 * their selling unit only (its stock is weighed when it is accepted).
 */
export const companyLinesBody = z.object({
  companyid: dbId(ADMIN_MSG.distributorNotFound),
  purpose: z.enum(['order', 'quote']).default('order'),
  text: z
    .string({ error: MSG.quickOrderEmpty })
    .max(200_000, { error: MSG.quickOrderEmpty })
    .refine((t) => !t.includes('\0'), {
      error: MSG.quickOrderEmpty,
    }),
});

export const adminQuotesQuery = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(QUOTE_STATES, { error: ADMIN_MSG.quoteStateInvalid }).optional()),
});

export type QuoteAnswerBody = z.output<typeof quoteAnswerBody>;
export type QuoteCreateBody = z.output<typeof quoteCreateBody>;
export type KeyedOrderBody = z.output<typeof keyedOrderBody>;
