/**
 * Quotes («Cotizaciones», docs/product.md §29): a buyer asks for one from the cart, «Ventas» answers with a price per
 * line or a percent off the whole and a date it holds until, and the buyer accepts it (an order at those prices) or
 * declines it. Ventas may also write one from scratch. The schemas of both sides and the states they read.
 */
import { z } from 'zod';
import { dbId, optionalText } from './common.ts';
import { COUNTING_UNITS, QUOTE_NOTE_MAX, QUOTE_STATUSES, type QuoteStatus, REASON_MAX, STOCK_TYPES } from './constants.ts';
import { MSG } from './messages.ts';
import { unitTotals } from './sale.ts';

/** A quote as people read it: its status, or «Vencida» once an answered one is past its day. */
export const QUOTE_STATES = [...QUOTE_STATUSES, 'EXPIRED'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  REQUESTED: 'Solicitada',
  SENT: 'Respondida',
  ACCEPTED: 'Aceptada',
  DECLINED: 'Rechazada',
  EXPIRED: 'Vencida',
};

/** A quote answered and not yet accepted or declined holds through its `validUntil` (a store day, YYYY-MM-DD). */
export function quoteState(status: QuoteStatus, validUntil: string | null, today: string): QuoteState {
  return status === 'SENT' && validUntil !== null && validUntil < today ? 'EXPIRED' : status;
}

const note = optionalText(QUOTE_NOTE_MAX);

/** The buyer's request: the cart's lines go to the quote, with what they want to say. */
export const quoteRequestBody = z.object({ note: note.optional() }).default({ note: '' });

/** Accepting: the branch the order goes to (left out, the main one). */
export const quoteAcceptBody = z.object({ branchid: dbId(MSG.branchNotFound).optional() }).default({});

export const quoteDeclineBody = z.object({ reason: optionalText(REASON_MAX) }).default({ reason: '' });

export const quoteLine = z.object({
  quotelineid: z.number().int(),
  prodvarid: z.number().int().nullable(),
  sizeid: z.number().int().nullable(),
  productid: z.number().int(),
  product_name: z.string(),
  brand_name: z.string(),
  code: z.string(),
  color: z.object({ name: z.string(), hexcode: z.string() }),
  size: z.string().nullable(),
  stocktype: z.enum(STOCK_TYPES),
  unit: z.enum(COUNTING_UNITS),
  units_per_quantity: z.number().int(),
  quantity: z.number().int(),
  thumbnail: z.string().nullable(),
  /** the company's price per pair or unit when the quote was written, VAT included */
  list_price: z.number(),
  /** Ventas's price per pair or unit; null until answered */
  quoted_price: z.number().nullable(),
  /** quantity × units × the quoted price (the list price until answered) */
  line_total: z.number(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

export const quoteSummary = z.object({
  quoteid: z.number().int(),
  state: z.enum(QUOTE_STATES),
  companyid: z.number().int(),
  company_name: z.string(),
  /** who asked for it; null when Ventas wrote it from scratch */
  requested_by: z.string().nullable(),
  created_at: z.string(),
  valid_until: z.string().nullable(),
  /** at the list prices, VAT included */
  list_total: z.number(),
  /** at the quoted prices; null until answered */
  total: z.number().nullable(),
  unit_totals: unitTotals,
  /** the order it became */
  saleid: z.number().int().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummary>;

export const quoteDetail = quoteSummary.extend({
  note: z.string(),
  reply: z.string(),
  percent_off: z.number().int().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  decline_reason: z.string(),
  lines: z.array(quoteLine),
});
export type QuoteDetail = z.infer<typeof quoteDetail>;

export const quotesResponse = z.object({ ok: z.literal(true), quotes: z.array(quoteSummary) });
export const quoteResponse = z.object({ ok: z.literal(true), quote: quoteDetail });
export const quoteCreatedResponse = z.object({ ok: z.literal(true), msg: z.string(), quoteid: z.number().int() });

/** `cotizacion-12.pdf` */
export const quoteFilename = (quoteId: number) => `cotizacion-${quoteId}.pdf`;
