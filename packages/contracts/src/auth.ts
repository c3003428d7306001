/**
 * Accounts: registration, profile, login, password reset and change: their fields with their Spanish
 * messages (docs/product.md §5), and the session user the login answers with.
 */
import { z } from 'zod';
import { dbId, email, optionalText, requiredText } from './common.ts';
import { COMPANY_NAME_MAX, COMPANY_ROLES, PASSWORD_MIN, USER_ROLES } from './constants.ts';
import { isValidCiOrRuc } from './ecuador-id.ts';
import { cantonsOf } from './locations.ts';
import { MSG } from './messages.ts';

export const ci = z
  .string({ error: MSG.ciRequired })
  .trim()
  .min(1, { error: MSG.ciRequired })
  .regex(/^\d{10,13}$/, { error: MSG.ciDigits })
  .refine(isValidCiOrRuc, { error: MSG.validCi });

const PHONE = /^\+?[\d\s-]{7,20}$/;
export const phone = (msg: string) => requiredText(msg, 20).regex(PHONE, { error: MSG.phoneInvalid });
const optionalPhone = () => optionalText(20).refine((v) => v === '' || PHONE.test(v), { error: MSG.phoneInvalid });

/** Profile fields a distributor can edit; registration adds ci, e-mail and password. */
export const profileFields = z.object({
  company_name: requiredText(MSG.companyRequired, 1000).max(COMPANY_NAME_MAX, { error: MSG.companyMax }),
  name: requiredText(MSG.nameRequired, 100),
  lastname: requiredText(MSG.lastnameRequired, 100),
  province: requiredText(MSG.provinceCity, 100),
  city: requiredText(MSG.provinceCity, 100),
  address: requiredText(MSG.addressRequired, 300),
  phone: phone(MSG.phoneRequired),
  phone2: optionalPhone(),
  // Many shops have only a mobile: the landline may be left empty ('').
  base_phone: optionalPhone(),
});

const checkLocation = (v: { province: string; city: string }, ctx: z.RefinementCtx) => {
  const cantons = cantonsOf(v.province);
  if (cantons.length === 0) ctx.addIssue({ code: 'custom', path: ['province'], message: MSG.provinceUnknown });
  else if (!cantons.includes(v.city)) ctx.addIssue({ code: 'custom', path: ['city'], message: MSG.cityUnknown });
};

export const profileUpdateBody = profileFields.superRefine(checkLocation);
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const password = (requiredMsg: string = MSG.passwordRequired, minMsg: string = MSG.passwordMin) =>
  z.string({ error: requiredMsg }).min(1, { error: requiredMsg }).min(PASSWORD_MIN, { error: minMsg }).max(200, { error: minMsg });

/** Registration text fields (the PDFs travel beside them in the same multipart form). */
export const registerFields = profileFields
  .extend({
    ci,
    email: email(),
    password: password(),
    confirmPassword: password(MSG.confirmRequired).optional(),
  })
  .superRefine((v, ctx) => {
    checkLocation(v, ctx);
    if (v.confirmPassword !== undefined && v.confirmPassword !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsMatch });
  });
export type RegisterFields = z.infer<typeof registerFields>;

export const loginBody = z.object({
  email: email(MSG.loginRequired),
  password: z.string({ error: MSG.loginRequired }).min(1, { error: MSG.loginRequired }).max(200),
});

export const sessionUser = z.object({
  userid: z.number().int(),
  token: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  company_name: z.string(),
  /** the person's place in their company (docs/product.md §28); null for the staff */
  company_role: z.enum(COMPANY_ROLES).nullable(),
  role: z.enum(USER_ROLES),
  image: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ ok: z.literal(true), msg: z.string(), user: sessionUser });

export const resetSendBody = z.object({ email: email(MSG.resetEmailRequired, MSG.emailInvalid) });

export const resetPasswordBody = z.object({
  userid: dbId(MSG.resetInvalid),
  token: z.string({ error: MSG.resetInvalid }).min(1, { error: MSG.resetInvalid }).max(200, { error: MSG.resetInvalid }),
  password: password(MSG.resetPasswordRequired, MSG.resetPasswordMin),
});

export const changePasswordBody = z
  .object({
    currentPassword: password(MSG.currentPasswordRequired, MSG.changePasswordMin),
    newPassword: password(MSG.changePasswordMin, MSG.changePasswordMin),
  })
  // Keeping the same password is no change: the buyer is told, not shown a success that changed nothing.
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], error: MSG.newPasswordSame });
