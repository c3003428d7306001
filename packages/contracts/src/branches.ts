/**
 * A company's branches («Sucursales», docs/product.md §27): the addresses its orders are delivered to, with
 * the province, canton and parish from INEC's list, one of them the main one that checkout proposes first.
 */
import { z } from 'zod';
import { phone } from './auth.ts';
import { optionalText, requiredText } from './common.ts';
import { branch } from './delivery.ts';
import parishes from './ecuador-parishes.json' with { type: 'json' };
import { cantonsOf } from './locations.ts';
import { MSG } from './messages.ts';

const PARISHES: Record<string, Record<string, string[]>> = parishes;

/** A company's branches at most: a chain's shops fit, and checkout's list stays one select. */
export const BRANCHES_MAX = 50;

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

export const branchesResponse = z.object({ ok: z.literal(true), branches: z.array(branch) });
export const branchResponse = z.object({ ok: z.literal(true), msg: z.string(), branch });
