import { z } from 'zod';
import { pageInfo, pageQuery, pageSize } from './common.ts';
import { USER_STATUSES, type UserStatus } from './constants.ts';
import { MSG } from './messages.ts';

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

export const REASON_MAX = 500;

export const distributorsQuery = z.object({
  status: z.enum(USER_STATUSES, { error: MSG.distributorStatusInvalid }).optional(),
  q: z.string().trim().max(100, { error: MSG.searchTooLong }).optional(),
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
export type StatusCounts = z.infer<typeof statusCounts>;

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
export type DistributorDocument = z.infer<typeof distributorDocument>;

export const distributorDetail = distributorRow.extend({
  phone2: z.string(),
  basePhone: z.string(),
  address: z.string(),
  statusReason: z.string().nullable(),
  updatedAt: z.string(),
  documents: z.number().int(),
});
export type DistributorDetail = z.infer<typeof distributorDetail>;

export const distributorResponse = z.object({
  ok: z.literal(true),
  distributor: distributorDetail,
  documents: z.array(distributorDocument),
  /** orders that were not canceled, their total in cents, and the canceled ones */
  orders: z.object({ count: z.number().int(), totalCents: z.number().int(), canceled: z.number().int() }),
});
export type DistributorResponse = z.infer<typeof distributorResponse>;

export const distributorDocumentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).catch(0),
  documentId: z.coerce.number().int().positive().max(2_147_483_647).catch(0),
});

export const distributorStatusBody = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED', 'DISABLED'], { error: MSG.distributorStatusInvalid }),
    reason: z.string({ error: MSG.reasonTooLong }).trim().max(REASON_MAX, { error: MSG.reasonTooLong }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'REJECTED' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG.rejectReasonRequired });
  });
export type DistributorStatusBody = z.infer<typeof distributorStatusBody>;

export const distributorStatusResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  distributor: distributorDetail,
});

// ------------------------------------------------------------------ discount codes

export const DISCOUNT_CODE_MAX = 30;

const optionalDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))), { error: MSG.discountDateInvalid });

export const discountCodeBody = z
  .object({
    code: z
      .string({ error: MSG.discountCodeRequired })
      .trim()
      .min(1, { error: MSG.discountCodeRequired })
      .max(DISCOUNT_CODE_MAX, { error: MSG.discountCodeMax })
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9-]+$/, { error: MSG.discountCodeFormat })),
    percent: z
      .number({ error: MSG.discountPercentRange })
      .int({ error: MSG.discountPercentRange })
      .min(1, { error: MSG.discountPercentRange })
      .max(100, { error: MSG.discountPercentRange }),
    startsAt: optionalDate,
    endsAt: optionalDate,
    active: z.boolean({ error: MSG.badRequest }).optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MSG.discountWindow });
  });
export type DiscountCodeBody = z.input<typeof discountCodeBody>;
export type DiscountCodeValues = z.output<typeof discountCodeBody>;

/** ACTIVE: usable now; SCHEDULED: active but its window has not started; EXPIRED: its window is over; INACTIVE: switched off. */
export const DISCOUNT_CODE_STATES = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'INACTIVE'] as const;
export type DiscountCodeState = (typeof DISCOUNT_CODE_STATES)[number];

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
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponse>;

export const contactMessageReadBody = z.object({ read: z.boolean({ error: MSG.contactReadFlag }) });

export const contactMessageResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  message: contactMessageRow,
  unread: z.number().int(),
});
