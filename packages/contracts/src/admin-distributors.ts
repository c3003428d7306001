/**
 * The back office's distributors: their statuses and the moves between them, the list's query and the
 * answers of the list, the detail and a status change.
 */

import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { dbId, pageInfo, pageQuery, pageSize } from './common.ts';
import { companyPerson } from './company.ts';
import { REASON_MAX, USER_STATUSES, type UserStatus } from './constants.ts';
import { branch } from './delivery.ts';
import { MSG } from './messages.ts';
import { DISCOUNT_CODE_STATES } from './order-flow.ts';
import { isRealDay, storeDayEnd, storeDayStart } from './store-time.ts';

// ------------------------------------------------------------------ distributors

export const DISTRIBUTOR_STATUS_LABELS: Record<UserStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
  DISABLED: 'Deshabilitado',
};

/** The order of the status tabs: the requests waiting for a decision first. */
export const DISTRIBUTOR_STATUS_ORDER = ['PENDING', 'APPROVED', 'REJECTED', 'DISABLED'] as const satisfies readonly UserStatus[];

export type DistributorTarget = Exclude<UserStatus, 'PENDING'>;

/** Which status an administrator may move a distributor to, from each status. */
export const DISTRIBUTOR_MOVES: Record<UserStatus, readonly DistributorTarget[]> = {
  PENDING: ['APPROVED', 'REJECTED'],
  APPROVED: ['DISABLED'],
  DISABLED: ['APPROVED'],
  REJECTED: ['APPROVED'],
};

export const canMoveDistributor = (from: UserStatus, to: DistributorTarget) => DISTRIBUTOR_MOVES[from].includes(to);

/** A reason the staff write (a rejection, a cancel): trimmed, at most REASON_MAX characters. */
export const staffReason = z.string({ error: ADMIN_MSG.reasonInvalid }).trim().max(REASON_MAX, { error: ADMIN_MSG.reasonTooLong });

export const distributorsQuery = z.object({
  status: z.enum(USER_STATUSES, { error: ADMIN_MSG.distributorStatusInvalid }).optional(),
  q: z.string().trim().max(100, { error: ADMIN_MSG.searchTooLong }).optional(),
  page: pageQuery,
  size: pageSize(20),
});
export type DistributorsQuery = z.infer<typeof distributorsQuery>;

const status = z.enum(USER_STATUSES);

export const distributorRow = z.object({
  userid: z.number().int(),
  ci: z.string(),
  email: z.string(),
  companyName: z.string(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  city: z.string(),
  province: z.string(),
  status,
  createdAt: z.string(),
  documents: z.number().int(),
});
export type DistributorRow = z.infer<typeof distributorRow>;

export const statusCounts = z.object({
  PENDING: z.number().int(),
  APPROVED: z.number().int(),
  REJECTED: z.number().int(),
  DISABLED: z.number().int(),
  all: z.number().int(),
});

export const distributorsResponse = z.object({
  ok: z.literal(true),
  distributors: z.array(distributorRow),
  info: pageInfo,
  /** per status, for the same search (q) */
  counts: statusCounts,
});
export type DistributorsResponse = z.infer<typeof distributorsResponse>;

export const distributorDocument = z.object({
  documentid: z.number().int(),
  filename: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});

export const distributorDetail = distributorRow.extend({
  phone2: z.string(),
  basePhone: z.string(),
  address: z.string(),
  statusReason: z.string().nullable(),
  /** the price group it buys in (null: list prices) */
  groupid: z.number().int().nullable(),
  updatedAt: z.string(),
  documents: z.number().int(),
});

export const distributorResponse = z.object({
  ok: z.literal(true),
  distributor: distributorDetail,
  documents: z.array(distributorDocument),
  /** its branches, the main one first (docs/product.md §27) */
  branches: z.array(branch),
  /** its people, the owners first, then by name (docs/product.md §28) */
  people: z.array(companyPerson),
  /** orders that were not canceled, their total in cents, and the canceled ones */
  orders: z.object({ count: z.number().int(), totalCents: z.number().int(), canceled: z.number().int() }),
});
export type DistributorResponse = z.infer<typeof distributorResponse>;

export const distributorDocumentParams = z.object({
  id: dbId(MSG.idInvalid),
  documentId: dbId(MSG.idInvalid),
});

export const distributorStatusBody = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED', 'DISABLED'], { error: ADMIN_MSG.distributorStatusInvalid }),
    /** optional for approving and disabling, required for rejecting; null or blank is "no reason" */
    reason: z
      .union([staffReason, z.null()], { error: ADMIN_MSG.reasonInvalid })
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'REJECTED' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_MSG.rejectReasonRequired });
  });
export type DistributorStatusBody = z.infer<typeof distributorStatusBody>;

export const distributorStatusResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  distributor: distributorDetail,
});

// ------------------------------------------------------------------ discount codes

export const DISCOUNT_CODE_MAX = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A full date-time must say its zone (Z or ±hh:mm): without one it would mean the server's own zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A code's start or end: empty for an open end, a calendar day read in Ecuador (what the back-office form
 * sends: a start is that day's first instant, an end its last, so the last day counts whole), or an exact
 * instant with its zone (from the API). The output is always an ISO instant or null.
 */
const windowEdge = (edge: 'start' | 'end') =>
  z
    .union([z.string(), z.null()], { error: ADMIN_MSG.discountDateInvalid })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .refine(
      (v) =>
        v === null || (DAY.test(v) && isRealDay(v)) || (DATE_TIME.test(v) && isRealDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))),
      {
        error: ADMIN_MSG.discountDateInvalid,
      },
    )
    .transform((v) => {
      if (v === null) return null;
      if (DAY.test(v)) return (edge === 'start' ? storeDayStart(v) : storeDayEnd(v)).toISOString();
      return new Date(v).toISOString();
    });

export const discountCodeBody = z
  .object({
    code: z
      .string({ error: ADMIN_MSG.discountCodeRequired })
      .trim()
      .min(1, { error: ADMIN_MSG.discountCodeRequired })
      .max(DISCOUNT_CODE_MAX, { error: ADMIN_MSG.discountCodeMax })
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9-]+$/, { error: ADMIN_MSG.discountCodeFormat })),
    percent: z
      .number({ error: ADMIN_MSG.discountPercentRange })
      .int({ error: ADMIN_MSG.discountPercentRange })
      .min(1, { error: ADMIN_MSG.discountPercentRange })
      .max(100, { error: ADMIN_MSG.discountPercentRange }),
    startsAt: windowEdge('start'),
    endsAt: windowEdge('end'),
    active: z.boolean({ error: MSG.badRequest }).optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: ADMIN_MSG.discountWindow });
  });
export type DiscountCodeBody = z.input<typeof discountCodeBody>;
export type DiscountCodeValues = z.output<typeof discountCodeBody>;

export const discountCodeRow = z.object({
  discountcodeid: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  /** orders that used it */
  uses: z.number().int(),
  state: z.enum(DISCOUNT_CODE_STATES),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRow>;

export const discountCodesResponse = z.object({ ok: z.literal(true), discountCodes: z.array(discountCodeRow) });
export const discountCodeResponse = z.object({ ok: z.literal(true), msg: z.string(), discountCode: discountCodeRow });

// ------------------------------------------------------------------ contact messages

export const contactMessagesQuery = z.object({
  unread: z
    .enum(['1', 'true', '0', 'false', ''])
    .catch('')
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  page: pageQuery,
  size: pageSize(20),
});

export const contactMessageRow = z.object({
  contactid: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRow>;

export const contactMessagesResponse = z.object({
  ok: z.literal(true),
  messages: z.array(contactMessageRow),
  info: pageInfo,
  unread: z.number().int(),
});

export const contactMessageReadBody = z.object({ read: z.boolean({ error: ADMIN_MSG.contactReadFlag }) });

export const contactMessageResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  message: contactMessageRow,
  unread: z.number().int(),
});
