/**
 * The back office's catalogue values: brands (with logos) and the filter values of each lookup group,
 * their forms' schemas and answers.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { LOOKUP_NAMES, LOOKUPS, type LookupName, PRODUCT_LOOKUPS } from './catalog-lookups.ts';
import { dbId, requiredText } from './common.ts';
import { BANNER_TYPES, COUNTING_UNITS } from './constants.ts';
import { MSG } from './messages.ts';

// ---------------------------------------------------------------- brands

export const adminBrand = z.object({
  brandid: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  /** how many products (active or not) carry the brand */
  products: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrand>;

export const adminBrandsResponse = z.object({ ok: z.literal(true), brands: z.array(adminBrand) });
export const adminBrandResponse = z.object({ ok: z.literal(true), msg: z.string(), brand: adminBrand });

/** The text fields of the brand form (multipart: `name` and the `logo` file). */
export const brandFields = z.object({ name: requiredText(ADMIN_MSG.brandNameRequired, 80) });

// ---------------------------------------------------------------- filter values

/** The lookups an administrator edits on the filters page: all but brands (which have their page). */
export type FilterValueGroup = Exclude<LookupName, 'brands'>;
/** In the page's order: the product lookups, then colours and sizes (what uses their values: LOOKUPS' `usedBy`). */
export const FILTER_VALUE_GROUPS = [
  ...PRODUCT_LOOKUPS.filter((name) => name !== 'brands'),
  ...LOOKUP_NAMES.filter((name) => LOOKUPS[name].usedBy !== 'products'),
] as [FilterValueGroup, ...FilterValueGroup[]];
export const isFilterValueGroup = (g: string): g is FilterValueGroup => (FILTER_VALUE_GROUPS as readonly string[]).includes(g);

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Unknown groups pass the schema and get the route's own 404 with a message. */
export const filterGroupParam = z.object({ group: z.string() });
export const filterValueParams = z.object({ group: z.string(), id: dbId(MSG.idInvalid) });

export const filterValueBody = z.object({
  name: requiredText(ADMIN_MSG.filterValueNameRequired, 60),
  /** colours only */
  hexcode: z
    .string({ error: ADMIN_MSG.colorHexInvalid })
    .trim()
    .regex(HEX_COLOR, { error: ADMIN_MSG.colorHexInvalid })
    .transform((v) => v.toUpperCase())
    .optional(),
  /** sizes only: where the size goes in lists (smaller first) */
  sortOrder: z.coerce
    .number({ error: ADMIN_MSG.sizeOrderInvalid })
    .int({ error: ADMIN_MSG.sizeOrderInvalid })
    .min(0, { error: ADMIN_MSG.sizeOrderInvalid })
    .max(9999, { error: ADMIN_MSG.sizeOrderInvalid })
    .optional(),
  /** categories only: whether its products are counted in pairs (footwear) or units (balls, bags); PAIR when created without it */
  unit: z.enum(COUNTING_UNITS, { error: ADMIN_MSG.categoryUnitInvalid }).optional(),
});
export type FilterValueBody = z.input<typeof filterValueBody>;

export const adminFilterValue = z.object({
  id: z.number().int(),
  name: z.string(),
  hexcode: z.string().optional(),
  sortOrder: z.number().int().optional(),
  /** categories only */
  unit: z.enum(COUNTING_UNITS).optional(),
  /** products, variants or stock rows using it (the group's `usedBy` in LOOKUPS) */
  usage: z.number().int(),
});
export type AdminFilterValue = z.infer<typeof adminFilterValue>;

export const adminFilterValuesResponse = z.object({
  ok: z.literal(true),
  group: z.enum(FILTER_VALUE_GROUPS),
  values: z.array(adminFilterValue),
});
export const adminFilterValueResponse = z.object({ ok: z.literal(true), msg: z.string(), value: adminFilterValue });

// ---------------------------------------------------------------- banners

export const adminBanner = z.object({
  bannerid: z.number().int(),
  type: z.enum(BANNER_TYPES),
  url: z.string(),
  /** where its button leads (null: no button) */
  link: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannersResponse = z.object({ ok: z.literal(true), banners: z.array(adminBanner) });
export const adminBannerResponse = z.object({ ok: z.literal(true), msg: z.string(), banner: adminBanner });

/**
 * A banner's link: a path of this store (`/store?brandid=3`, never `//other.site`) or an https address; empty
 * is none (null). A plain http address or a script is refused: the button must not lead off the store unsafely.
 */
export const bannerLink = z
  .string({ error: ADMIN_MSG.bannerLinkInvalid })
  .trim()
  .max(500, { error: ADMIN_MSG.bannerLinkInvalid })
  .transform((text, ctx) => {
    if (text === '') return null;
    if (isBannerLink(text)) return text;
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.bannerLinkInvalid });
    return z.NEVER;
  });

function isBannerLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//') && !text.startsWith('/\\');
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The text fields of the banner upload (multipart: `type`, an optional `link` and the `file`). */
export const bannerFields = z.object({
  type: z.enum(BANNER_TYPES, { error: ADMIN_MSG.bannerTypeInvalid }),
  link: bannerLink.optional(),
});

const position = z
  .number({ error: ADMIN_MSG.positionInvalid })
  .int({ error: ADMIN_MSG.positionInvalid })
  .min(0, { error: ADMIN_MSG.positionInvalid });

/** `position` is the place (from 0) within the banner's section: the carousel (image and video) or the bottom banners. */
export const bannerPatchBody = z
  .object({ active: z.boolean().optional(), position: position.optional(), link: bannerLink.optional() })
  .refine((b) => b.active !== undefined || b.position !== undefined || b.link !== undefined, { error: ADMIN_MSG.bannerPatchEmpty });

// ---------------------------------------------------------------- brand publicity

export const adminPublicity = z.object({
  brandpublicityid: z.number().int(),
  brandid: z.number().int().nullable(),
  brandName: z.string().nullable(),
  url: z.string(),
  landing: z.boolean(),
  position: z.number().int(),
});
export type AdminPublicity = z.infer<typeof adminPublicity>;
export const adminPublicityListResponse = z.object({ ok: z.literal(true), publicity: z.array(adminPublicity) });
export const adminPublicityResponse = z.object({ ok: z.literal(true), msg: z.string(), publicity: adminPublicity });

const optionalBrandId = z.preprocess(
  (v) => (v === '' || v === 'null' || v === undefined || v === null ? null : v),
  dbId(ADMIN_MSG.brandNotFound).nullable(),
);

/** The text fields of the publicity upload (multipart: `file`, `brandid` optional, `landing` true/false). */
export const publicityFields = z.object({
  brandid: optionalBrandId,
  landing: z
    .enum(['true', 'false', ''], { error: ADMIN_MSG.landingInvalid })
    .optional()
    .transform((v) => v === 'true'),
});

/** `position` is the place (from 0) in the whole publicity list. */
export const publicityPatchBody = z
  .object({
    landing: z.boolean({ error: ADMIN_MSG.landingInvalid }).optional(),
    position: position.optional(),
    brandid: dbId(ADMIN_MSG.brandNotFound).nullable().optional(),
  })
  .refine((b) => b.landing !== undefined || b.position !== undefined || b.brandid !== undefined, { error: ADMIN_MSG.publicityPatchEmpty });
