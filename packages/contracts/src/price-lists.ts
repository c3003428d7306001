/**
 * Price groups and their lists (decision 028): each approved distributor belongs to one group, and the group's list in
 * effect on a store day prices all it sees. The forms' schemas, the answers, and which list a day falls in.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { dbId } from './common.ts';
import { isRealDay } from './store-time.ts';

export const PRICE_LIST_KINDS = ['PERCENT', 'PRICES'] as const;
export type PriceListKind = (typeof PRICE_LIST_KINDS)[number];
export const PRICE_LIST_KIND_LABELS: Record<PriceListKind, string> = {
  PERCENT: 'Porcentaje de descuento',
  PRICES: 'Precios por variante',
};
export const PRICE_GROUP_NAME_MAX = 60;
/** the most prices one CSV may carry */
export const PRICE_CSV_MAX = 20_000;

export const priceGroupBody = z.object({
  name: z
    .string({ error: ADMIN_MSG.priceGroupNameRequired })
    .trim()
    .min(1, { error: ADMIN_MSG.priceGroupNameRequired })
    .max(PRICE_GROUP_NAME_MAX, { error: ADMIN_MSG.priceGroupNameMax }),
  /** new distributors join it (one group at most) */
  isDefault: z.boolean({ error: ADMIN_MSG.priceGroupInvalid }).optional().default(false),
});
export type PriceGroupBody = z.input<typeof priceGroupBody>;

const day = z
  .union([z.string(), z.null()], { error: ADMIN_MSG.priceListDateInvalid })
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v)), { error: ADMIN_MSG.priceListDateInvalid });

export const priceListBody = z
  .object({
    kind: z.enum(PRICE_LIST_KINDS, { error: ADMIN_MSG.priceListKindInvalid }),
    /** PERCENT lists only: off the list price */
    percent: z
      .number({ error: ADMIN_MSG.priceListPercentRange })
      .int({ error: ADMIN_MSG.priceListPercentRange })
      .min(1, { error: ADMIN_MSG.priceListPercentRange })
      .max(90, { error: ADMIN_MSG.priceListPercentRange })
      .nullable()
      .optional(),
    /** the first and last store day it applies (inclusive); null: open */
    validFrom: day,
    validUntil: day,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'PERCENT' && !v.percent) ctx.addIssue({ code: 'custom', path: ['percent'], message: ADMIN_MSG.priceListPercentRange });
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: ADMIN_MSG.priceListWindow });
  })
  .transform((v) => ({ ...v, percent: v.kind === 'PERCENT' ? (v.percent ?? null) : null }));
export type PriceListBody = z.input<typeof priceListBody>;
export type PriceListValues = z.output<typeof priceListBody>;

/** The longest price-list text taken: far more than PRICE_CSV_MAX lines of `codigo,precio` need. */
export const PRICE_CSV_MAX_CHARS = 2_000_000;

/** A PRICES list's prices as a CSV text `codigo,precio` (the file the back office picks, read in the browser). */
export const priceCsvBody = z.object({
  csv: z.string({ error: ADMIN_MSG.priceCsvEmpty }).max(PRICE_CSV_MAX_CHARS, { error: ADMIN_MSG.priceCsvTooLong }),
});

export const distributorGroupBody = z.object({
  /** null: list prices */
  groupid: dbId(ADMIN_MSG.priceGroupInvalid).nullable(),
});

/** A window of store days, open at either end. */
export interface DayWindow {
  validFrom: string | null;
  validUntil: string | null;
}

/** Whether a store day (YYYY-MM-DD) falls in the window. */
export const inWindow = (w: DayWindow, today: string) => (!w.validFrom || w.validFrom <= today) && (!w.validUntil || today <= w.validUntil);

/** Whether two windows share a day (a group's never do). */
export const windowsOverlap = (a: DayWindow, b: DayWindow) =>
  (!a.validFrom || !b.validUntil || a.validFrom <= b.validUntil) && (!b.validFrom || !a.validUntil || b.validFrom <= a.validUntil);

/** How the back office names a window: «del 2026-12-01 al 2026-12-31», «desde …», «hasta …», «siempre». */
export function windowLabel(w: DayWindow): string {
  if (w.validFrom && w.validUntil) return `del ${w.validFrom} al ${w.validUntil}`;
  if (w.validFrom) return `desde el ${w.validFrom}`;
  if (w.validUntil) return `hasta el ${w.validUntil}`;
  return 'sin fechas';
}

export const priceListRow = z.object({
  listid: z.number().int(),
  groupid: z.number().int(),
  kind: z.enum(PRICE_LIST_KINDS),
  percent: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** variants with a price of their own (PRICES lists) */
  prices: z.number().int(),
  /** in effect today in Ecuador */
  inEffect: z.boolean(),
});
export type PriceListRow = z.infer<typeof priceListRow>;

export const priceGroupRow = z.object({
  groupid: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  distributors: z.number().int(),
  lists: z.array(priceListRow),
});
export type PriceGroupRow = z.infer<typeof priceGroupRow>;

export const priceGroupsResponse = z.object({ ok: z.literal(true), groups: z.array(priceGroupRow) });
export const priceGroupResponse = z.object({ ok: z.literal(true), msg: z.string(), group: priceGroupRow });
export const priceListResponse = z.object({ ok: z.literal(true), msg: z.string(), list: priceListRow });

export const listPriceRow = z.object({
  prodvarid: z.number().int(),
  code: z.string(),
  product: z.string(),
  color: z.string(),
  /** the catalogue's price, dollars */
  listPrice: z.number(),
  /** this list's */
  price: z.number(),
});
export const listPricesResponse = z.object({ ok: z.literal(true), prices: z.array(listPriceRow) });
