/**
 * A company's branches («Sucursales», docs/product.md §27): the addresses its orders are delivered to, with
 * the province, canton and parish from INEC's list, one of them the main one that checkout proposes first.
 */
import { z } from 'zod';
import { phone } from './auth.ts';
import { dbId, optionalText, requiredText } from './common.ts';
import parishes from './ecuador-parishes.json' with { type: 'json' };
import { cantonsOf } from './locations.ts';
import { MSG } from './messages.ts';

const PARISHES: Record<string, Record<string, string[]>> = parishes;

/** The parishes of a canton of a province, as INEC lists them (none for an unknown pair). */
export function parishesOf(province: string, canton: string): string[] {
  return PARISHES[province]?.[canton] ?? [];
}

export const branchBody = z
  .object({
    name: requiredText(MSG.branchNameRequired, 60),
    province: requiredText(MSG.provinceCity, 100),
    canton: requiredText(MSG.provinceCity, 100),
    parish: requiredText(MSG.branchParishUnknown, 100),
    street: requiredText(MSG.branchStreetRequired, 200),
    reference: optionalText(200),
    phone: phone(MSG.branchPhoneRequired),
    contact: requiredText(MSG.branchContactRequired, 100),
  })
  .superRefine((v, ctx) => {
    const cantons = cantonsOf(v.province);
    if (cantons.length === 0) ctx.addIssue({ code: 'custom', path: ['province'], message: MSG.provinceUnknown });
    else if (!cantons.includes(v.canton)) ctx.addIssue({ code: 'custom', path: ['canton'], message: MSG.cityUnknown });
    else if (!parishesOf(v.province, v.canton).includes(v.parish))
      ctx.addIssue({ code: 'custom', path: ['parish'], message: MSG.branchParishUnknown });
  });
export type BranchBody = z.input<typeof branchBody>;

export const branch = z.object({
  branchid: z.number().int(),
  name: z.string(),
  province: z.string(),
  canton: z.string(),
  /** null on a branch made from the registration's address, which asked for no parish */
  parish: z.string().nullable(),
  street: z.string(),
  reference: z.string(),
  phone: z.string(),
  contact: z.string(),
  /** the one checkout proposes first */
  main: z.boolean(),
});
export type Branch = z.infer<typeof branch>;

export const branchesResponse = z.object({ ok: z.literal(true), branches: z.array(branch) });
export const branchResponse = z.object({ ok: z.literal(true), msg: z.string(), branch });

/** Where an order goes: one of the buyer's branches; left out, the main one. */
export const branchChoice = dbId(MSG.branchNotFound).optional();

/** Where an order goes, as it was when it was placed: its branch (null on an order from before branches) and who receives it. */
export const orderDelivery = z.object({
  branch: z.string().nullable(),
  /** who receives it: the branch's contact, or the buyer */
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  parish: z.string().nullable(),
  address: z.string(),
  reference: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

/** An order's delivery as lines of text: the order's PDF, the store's e-mail and the picking list say it so. */
export function deliveryLines(d: OrderDelivery): string[] {
  return [
    ...(d.branch ? [`Sucursal: ${d.branch}`] : []),
    d.address,
    [d.parish, d.city, d.province].filter(Boolean).join(', '),
    ...(d.reference ? [`Referencia: ${d.reference}`] : []),
    `Recibe: ${[d.name, d.phone].filter(Boolean).join(' · ')}`,
  ];
}
