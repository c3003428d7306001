/**
 * Paying an order by bank transfer (decision 017): the store's bank accounts, the receipts a distributor sends
 * and the staff's review of them, as the API says them.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { dbId } from './common.ts';
import { BANK_ACCOUNT_TYPES, PAYMENT_STATUSES, REASON_MAX, RECEIPT_STATUSES, SALE_STATUSES } from './constants.ts';
import { isValidRuc } from './ecuador-id.ts';
import { MSG } from './messages.ts';

/** What a receipt may be, recognised by its first bytes (never by its name or the browser's type). */
export const RECEIPT_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;
/** The file picker's hint; the server decides by content. */
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

// ------------------------------------------------------------------ bank accounts

/** One account as a distributor sees it. */
export const bankAccount = z.object({
  bankaccountid: z.number().int(),
  bank: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  number: z.string(),
  holder: z.string(),
  ruc: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const bankAccountsResponse = z.object({ ok: z.literal(true), accounts: z.array(bankAccount) });

/** One account as the back office keeps it: also its place in the list and whether distributors see it. */
export const adminBankAccount = bankAccount.extend({ position: z.number().int(), active: z.boolean() });
export type AdminBankAccount = z.infer<typeof adminBankAccount>;

export const adminBankAccountsResponse = z.object({ ok: z.literal(true), accounts: z.array(adminBankAccount) });
export const adminBankAccountResponse = z.object({ ok: z.literal(true), msg: z.string(), account: adminBankAccount });

const text = (msg: string, max: number) => z.string({ error: msg }).trim().min(1, { error: msg }).max(max, { error: msg });

export const bankAccountBody = z.object({
  bank: text(ADMIN_MSG.bankRequired, 80),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: ADMIN_MSG.bankAccountTypeInvalid }),
  // typed as the bank prints it ("2200 1234-56"): only its digits are kept
  number: z
    .string({ error: ADMIN_MSG.bankAccountNumberInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{5,20}$/, { error: ADMIN_MSG.bankAccountNumberInvalid })),
  holder: text(ADMIN_MSG.bankHolderRequired, 120),
  ruc: z.string({ error: ADMIN_MSG.bankRucInvalid }).trim().refine(isValidRuc, { error: ADMIN_MSG.bankRucInvalid }),
  active: z.boolean({ error: MSG.badRequest }).optional().default(true),
});
export type BankAccountBody = z.input<typeof bankAccountBody>;
export type BankAccountValues = z.output<typeof bankAccountBody>;

/** The whole list's new order: every account's id, first to last. */
export const bankAccountsOrderBody = z.object({
  ids: z.array(dbId(MSG.idInvalid), { error: ADMIN_MSG.bankAccountsOrderStale }).min(1).max(100),
});

// ------------------------------------------------------------------ receipts

export const receiptParams = z.object({ id: dbId(MSG.idInvalid), receiptId: dbId(MSG.idInvalid) });

export const receiptRow = z.object({
  receiptid: z.number().int(),
  filename: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  status: z.enum(RECEIPT_STATUSES),
  /** the staff's reason, when it was rejected */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ReceiptRow = z.infer<typeof receiptRow>;

/** An order's payment state and its receipts, newest first. */
export const orderReceiptsResponse = z.object({
  ok: z.literal(true),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  receipts: z.array(receiptRow),
});
export type OrderReceiptsResponse = z.infer<typeof orderReceiptsResponse>;

export const receiptSentResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  receipt: receiptRow,
});

export const adminReceiptRow = receiptRow.extend({
  reviewedBy: z.object({ userid: z.number().int(), email: z.string(), name: z.string() }).nullable(),
});
export type AdminReceiptRow = z.infer<typeof adminReceiptRow>;

export const adminReceiptsResponse = z.object({
  ok: z.literal(true),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  receipts: z.array(adminReceiptRow),
});
export type AdminReceiptsResponse = z.infer<typeof adminReceiptsResponse>;

/** «Confirmar pago»; `approve` also moves an order in «Orden Recibida» to «Orden Aprobada». */
export const confirmReceiptBody = z.object({ approve: z.boolean({ error: MSG.badRequest }).optional().default(false) });

/** «Rechazar comprobante»: the reason the distributor reads. */
export const rejectReceiptBody = z.object({
  reason: z
    .string({ error: ADMIN_MSG.receiptReasonRequired })
    .trim()
    .min(1, { error: ADMIN_MSG.receiptReasonRequired })
    .max(REASON_MAX, { error: ADMIN_MSG.reasonTooLong }),
});
export type RejectReceiptBody = z.input<typeof rejectReceiptBody>;

export const receiptReviewedResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  orderStatus: z.enum(SALE_STATUSES),
  receipts: z.array(adminReceiptRow),
});
