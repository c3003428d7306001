/**
 * The staff's accounts (decision 030): the invitation that opens one, the staff page's answers, and the forms that
 * change a member. The roles and what each may use are in ./staff-roles.ts (no zod: the store's navbar reads it).
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { password } from './auth.ts';
import { email, requiredText } from './common.ts';
import { MSG } from './messages.ts';
import { STAFF_ROLES } from './staff-roles.ts';

export { STAFF_INVITATION_HOURS } from './staff-roles.ts';

// ------------------------------------------------------------------ the staff page

export const staffMember = z.object({
  userid: z.number().int(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['APPROVED', 'DISABLED']),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** past its STAFF_INVITATION_HOURS: it must be sent again */
  expired: z.boolean(),
});
export type StaffInvitation = z.infer<typeof staffInvitation>;

export const staffResponse = z.object({ ok: z.literal(true), staff: z.array(staffMember), invitations: z.array(staffInvitation) });
export type StaffResponse = z.infer<typeof staffResponse>;

const staffRole = z.enum(STAFF_ROLES, { error: ADMIN_MSG.staffRoleInvalid });

export const staffInviteBody = z.object({
  email: email(),
  name: requiredText(MSG.nameRequired, 80),
  lastname: requiredText(MSG.lastnameRequired, 80),
  role: staffRole,
});
export type StaffInviteBody = z.input<typeof staffInviteBody>;

/** A member's role or state (Activo / Desactivado); either may be left out. */
export const staffUpdateBody = z
  .object({ role: staffRole.optional(), status: z.enum(['APPROVED', 'DISABLED'], { error: ADMIN_MSG.staffStatusInvalid }).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, { error: ADMIN_MSG.staffRoleInvalid });
export type StaffUpdateBody = z.input<typeof staffUpdateBody>;

export const staffMemberResponse = z.object({ ok: z.literal(true), msg: z.string(), member: staffMember });
export const staffInvitationResponse = z.object({ ok: z.literal(true), msg: z.string(), invitation: staffInvitation });

// ------------------------------------------------------------------ the invitation's own page (public)

/** An invitation link's token in the path, refused with `invalid` (the staff's, a company's) when it cannot be one. */
export const tokenParamsOf = (invalid: string) =>
  z.object({ token: z.string({ error: invalid }).regex(/^[A-Za-z0-9_-]{20,200}$/, { error: invalid }) });
export const invitationTokenParams = tokenParamsOf(MSG.invitationInvalid);

export const invitationInfoResponse = z.object({
  ok: z.literal(true),
  invitation: z.object({ email: z.string(), name: z.string(), lastname: z.string(), role: z.enum(STAFF_ROLES), expiresAt: z.string() }),
});

export const invitationAcceptBody = z
  .object({ password: password(), confirmPassword: password(MSG.confirmRequired) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordsMatch });
export type InvitationAcceptBody = z.input<typeof invitationAcceptBody>;
