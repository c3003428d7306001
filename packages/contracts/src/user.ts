/** The signed-in distributor's own profile: what my_info answers and what a profile update returns. */
import { z } from 'zod';
import { COMPANY_ROLES, USER_ROLES, USER_STATUSES } from './constants.ts';

export const userProfile = z.object({
  userid: z.number().int(),
  ci: z.string(),
  company_name: z.string(),
  /** the person's place in their company (docs/product.md §28); null for the staff */
  company_role: z.enum(COMPANY_ROLES).nullable(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  phone2: z.string(),
  base_phone: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  image: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const myInfoResponse = z.object({ ok: z.literal(true), user: userProfile });
export const updateResponse = z.object({ ok: z.literal(true), msg: z.string(), user: userProfile });
