/**
 * The electronic documents as the API shows them (decision 039): the buyer's view of an order's factura, and the
 * back office's «Facturas» list with its filters, the SRI's messages and where the signing certificate stands.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { isoDay } from './admin-orders.ts';
import { blankAsAbsent, dbId, pageInfo, pageQuery, pageSize } from './common.ts';
import { E_INVOICE_STATES } from './e-invoice.ts';
import { MSG } from './messages.ts';

/** Days before the certificate's end from which the back office warns. */
export const CERTIFICATE_WARNING_DAYS = 30;
/** A document not settled by the SRI after this many hours is counted on the dashboard. */
export const INVOICE_PENDING_ALERT_HOURS = 12;
export const ADMIN_INVOICES_PAGE_SIZE = 20;

export const sriMessage = z.object({
  identificador: z.string(),
  mensaje: z.string(),
  informacionAdicional: z.string().optional(),
  tipo: z.string(),
});

export const adminInvoicesQuery = z
  .object({
    state: z.preprocess(blankAsAbsent, z.enum(E_INVOICE_STATES, { error: ADMIN_MSG.invoiceStateInvalid }).optional()),
    /** the day it was issued, on the store's clock */
    from: z.preprocess(blankAsAbsent, isoDay.optional()),
    to: z.preprocess(blankAsAbsent, isoDay.optional()),
    page: pageQuery,
    size: pageSize(ADMIN_INVOICES_PAGE_SIZE),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: ADMIN_MSG.orderDateRange, path: ['from'] });
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuery>;

export const adminInvoiceRow = z.object({
  id: z.number().int(),
  kind: z.enum(['factura', 'notaCredito']),
  number: z.string(),
  clave: z.string(),
  orderId: z.number().int(),
  /** the buyer as the order was placed */
  buyer: z.object({ companyName: z.string(), ci: z.string(), email: z.string() }),
  totalCents: z.number().int(),
  state: z.enum(E_INVOICE_STATES),
  /** the SRI's messages of its last answer (ours when it could not be reached) */
  messages: z.array(sriMessage),
  attempts: z.number().int(),
  issuedAt: z.string(),
  authorizedAt: z.string().nullable(),
  authorizationNumber: z.string().nullable(),
  /** when the buyer's e-mail with the XML and the RIDE was last queued */
  mailedAt: z.string().nullable(),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRow>;

/** Whether invoicing is on, in which ambiente, and when its certificate ends. */
export const invoicingStatus = z.object({
  enabled: z.boolean(),
  /** 1 pruebas, 2 producción; null when off */
  ambiente: z.union([z.literal(1), z.literal(2)]).nullable(),
  certificateValidTo: z.string().nullable(),
  /** whole days left; negative once expired; null when off */
  certificateDaysLeft: z.number().int().nullable(),
});
export type InvoicingStatus = z.infer<typeof invoicingStatus>;

/** Whether the back office warns of the certificate's end: within CERTIFICATE_WARNING_DAYS, or past it. */
export const certificateEndsSoon = (status: InvoicingStatus) =>
  status.certificateDaysLeft !== null && status.certificateDaysLeft <= CERTIFICATE_WARNING_DAYS;

export const adminInvoicesResponse = z.object({
  ok: z.literal(true),
  invoices: z.array(adminInvoiceRow),
  info: pageInfo,
  /** documents per state under the date filter: the numbers on the state tabs */
  counts: z.object(
    Object.fromEntries(E_INVOICE_STATES.map((s) => [s, z.number().int()])) as Record<(typeof E_INVOICE_STATES)[number], z.ZodNumber>,
  ),
  invoicing: invoicingStatus,
});
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;

export const adminInvoiceActionResponse = z.object({ ok: z.literal(true), msg: z.string(), invoice: adminInvoiceRow });
export const adminInvoiceFileParams = z.object({
  id: dbId(MSG.idInvalid),
  format: z.enum(['xml', 'pdf'], { error: ADMIN_MSG.invoiceFormatInvalid }),
});

/**
 * What the dashboard and the back office's warning read: documents the SRI has not settled after
 * INVOICE_PENDING_ALERT_HOURS (pending or sent), and where the certificate stands.
 */
export const adminInvoicingSummaryResponse = z.object({
  ok: z.literal(true),
  stuck: z.number().int(),
  invoicing: invoicingStatus,
});
export type AdminInvoicingSummary = z.infer<typeof adminInvoicingSummaryResponse>;
