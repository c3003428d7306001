/**
 * A distributor's company and its people (docs/product.md §28): the roles and what each may do, a person as
 * «Mi empresa» and the back office list them, and the owner's invitation and changes.
 */
import { z } from 'zod';
import { email, requiredText } from './common.ts';
import { COMPANY_ROLES, type CompanyRole, REASON_MAX } from './constants.ts';
import { MSG } from './messages.ts';
import { toCents } from './pricing.ts';
import { tokenParamsOf } from './staff.ts';

/** the largest order limit the owner may set, in dollars */
export const ORDER_LIMIT_MAX = 1_000_000;

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  OWNER: 'Titular',
  BUYER: 'Comprador',
  VIEWER: 'Consulta',
};

/** One of a company's people as the company and the staff see them; `active` false once removed. */
export const companyPerson = z.object({
  userid: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  /** a buyer's order limit in cents, VAT included; null: none */
  order_limit_cents: z.number().int().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type CompanyPerson = z.infer<typeof companyPerson>;

/** An invitation the owner sent and nobody has accepted yet. */
export const companyInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  order_limit_cents: z.number().int().nullable(),
  expires_at: z.string(),
  /** past its COMPANY_INVITATION_HOURS: the owner sends a new one */
  expired: z.boolean(),
});
export type CompanyInvitation = z.infer<typeof companyInvitation>;

export const peopleResponse = z.object({
  ok: z.literal(true),
  company_name: z.string(),
  people: z.array(companyPerson),
  invitations: z.array(companyInvitation),
});

const companyRole = z.enum(COMPANY_ROLES, { error: MSG.companyRoleInvalid });

/** A buyer's order limit in dollars (two decimals at most), or none; only a «Comprador» has one. */
const orderLimit = z
  .number({ error: MSG.orderLimitInvalid })
  .positive({ error: MSG.orderLimitInvalid })
  .max(ORDER_LIMIT_MAX, { error: MSG.orderLimitInvalid })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: MSG.orderLimitInvalid })
  .nullable()
  .optional();

const withLimitCents = <T extends { company_role: CompanyRole; order_limit?: number | null }>({ order_limit, ...v }: T) => ({
  ...v,
  order_limit_cents: v.company_role === 'BUYER' && order_limit ? toCents(order_limit) : null,
});

export const inviteBody = z
  .object({
    email: email(),
    name: requiredText(MSG.nameRequired, 80),
    lastname: requiredText(MSG.lastnameRequired, 80),
    company_role: companyRole,
    order_limit: orderLimit,
  })
  .transform(withLimitCents);
export type InviteBody = z.input<typeof inviteBody>;

export const personUpdateBody = z.object({ company_role: companyRole, order_limit: orderLimit }).transform(withLimitCents);
export type PersonUpdateBody = z.input<typeof personUpdateBody>;

export const personResponse = z.object({ ok: z.literal(true), msg: z.string(), person: companyPerson });
export const invitationResponse = z.object({ ok: z.literal(true), msg: z.string(), invitation: companyInvitation });

// ------------------------------------------------------------------ the invitation's own page (public)

export const companyInvitationParams = tokenParamsOf(MSG.companyInvitationInvalid);

export const companyInvitationInfoResponse = z.object({
  ok: z.literal(true),
  invitation: z.object({
    company_name: z.string(),
    email: z.string(),
    name: z.string(),
    lastname: z.string(),
    company_role: z.enum(COMPANY_ROLES),
    expires_at: z.string(),
  }),
});

// ------------------------------------------------------------------ an order over a buyer's limit

/** The owner's «Rechazar»: why, which the buyer reads on the order and in its e-mail. */
export const rejectOrderBody = z.object({ reason: requiredText(MSG.orderRejectReasonRequired, REASON_MAX) });
