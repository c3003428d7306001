/**
 * The store's catalogue as the API answers it: the store front's query (filters, search, pages), product
 * cards, a product's detail with its variants, the filter groups and the banners.
 */
import { z } from 'zod';
import { FILTER_KEYS } from './catalog-lookups.ts';
import { pageInfo, pageQuery, pageSize } from './common.ts';
import { BANNER_TYPES, CATALOG_DEFAULT_PAGE_SIZE, COUNTING_UNITS, HOME_LIST_LIMIT, STOCK_TYPES } from './constants.ts';
import { readId } from './id.ts';
import { MSG } from './messages.ts';
import { sizeRunEntry } from './size-run.ts';

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** The most values one filter group may take in a query. */
export const FILTER_VALUES_MAX = 50;

/**
 * A filter group's values in a query: ids separated by commas (`brandid=3,7`), so an old single-value link
 * (`brandid=3`) still reads. Each id is read strictly (`readId`); the answer is sorted and without repeats,
 * so one choice has one cache key. A repeated parameter (`brandid=3&brandid=7`) is refused, not half-read.
 */
export const filterIdsQuery = z.string({ error: MSG.filterRepeated }).transform((text, ctx) => {
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const id = readId(part);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: MSG.idInvalid });
      return z.NEVER;
    }
    ids.add(id);
  }
  if (ids.size > FILTER_VALUES_MAX) {
    ctx.addIssue({ code: 'custom', message: MSG.filterTooMany });
    return z.NEVER;
  }
  return [...ids].sort((a, b) => a - b);
});

/** The store front's search and its nine filter groups (docs/product.md §7 and the sizes): values OR-ed within a group, groups AND-ed. */
export const catalogFilterQuery = z.object({
  // A longer search looks for its first 100 characters (and so, in practice, finds nothing).
  search: z
    .string()
    .trim()
    .transform((s) => s.slice(0, 100))
    .optional()
    .catch(undefined),
  preventa: flag,
  brandid: filterIdsQuery.optional(),
  categories: filterIdsQuery.optional(),
  genderid: filterIdsQuery.optional(),
  materials: filterIdsQuery.optional(),
  typeid: filterIdsQuery.optional(),
  technologies: filterIdsQuery.optional(),
  uses: filterIdsQuery.optional(),
  colorid: filterIdsQuery.optional(),
  sizeid: filterIdsQuery.optional(),
});
export type CatalogFilterQuery = z.infer<typeof catalogFilterQuery>;

export const storeFrontQuery = catalogFilterQuery.extend({
  page: pageQuery,
  size: pageSize(CATALOG_DEFAULT_PAGE_SIZE),
});
export type StoreFrontQuery = z.infer<typeof storeFrontQuery>;

/** The most products the header's search suggests. */
export const SUGGEST_LIMIT = 8;

/** The header's search: what was typed so far (fewer than SUGGEST_MIN_CHARS letters suggest nothing). */
export const suggestQuery = z.object({
  q: z
    .string()
    .trim()
    .transform((s) => s.slice(0, 100))
    .catch('')
    .default(''),
});

export const limitQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).catch(HOME_LIST_LIMIT).default(HOME_LIST_LIMIT),
});

export const media = z.object({ url: z.string(), type: z.string() });
export const color = z.object({ colorid: z.number().int(), name: z.string(), hexcode: z.string() });
export const stockSize = z.object({ stockid: z.number().int(), sizeid: z.number().int(), name: z.string(), quantity: z.number().int() });

export const variant = z.object({
  prodvarid: z.number().int(),
  code: z.string(),
  /** null for visitors: they never receive a price */
  price: z.number().nullable(),
  discount_value: z.number(),
  stock_quantity: z.number().int(),
  color,
  product_stock: z.array(z.object({ quantity: z.number().int() })),
  product_media: z.array(media),
  stock_sizes: z.array(stockSize).optional(),
});
export type Variant = z.infer<typeof variant>;

const named = <K extends string>(key: K) =>
  z.object({ [key]: z.number().int(), name: z.string() } as Record<K, z.ZodNumber> & { name: z.ZodString });

export const productCard = z.object({
  productid: z.number().int(),
  name: z.string(),
  thumbnail: z.string(),
  price: z.number().nullable(),
  discount_value: z.number(),
  stock: z.number().int(),
  stocktype: z.enum(STOCK_TYPES),
  /** pairs (or units) in one box of a BOXES product, whose stock counts boxes */
  units_per_box: z.number().int(),
  preventa: z.boolean(),
  gender: named('genderid'),
  marca: named('brandid'),
  product_variants: z.array(variant),
});
export type ProductCard = z.infer<typeof productCard>;

export const storeFrontResponse = z.object({ ok: z.literal(true), products: z.array(productCard), info: pageInfo });
export const mostSelledResponse = z.object({ ok: z.literal(true), products: z.array(productCard) });
export const newArrivedResponse = z.object({ ok: z.literal(true), productsNewArrived: z.array(productCard) });

export const productDetailResponse = z.object({
  ok: z.literal(true),
  product: z.object({
    productInfo: z.object({
      productid: z.number().int(),
      name: z.string(),
      description: z.string(),
      brandid: z.number().int(),
      stocktype: z.enum(STOCK_TYPES),
      /** what the price and the UNITS/SIZES quantities count: pairs for footwear, units otherwise */
      unit: z.enum(COUNTING_UNITS),
      /** pairs (or units) in one box: a BOXES product is ordered and stocked in boxes, priced per pair */
      units_per_box: z.number().int(),
      /** what one box of a BOXES product holds, size by size (null: not said) */
      box_size_run: z.array(sizeRunEntry).nullable(),
      thumbnail: z.string(),
      preventa: z.boolean(),
      price: z.number().nullable(),
      discount_value: z.number(),
      marca: named('brandid'),
      gender: named('genderid'),
      category: named('categoryid'),
      material: named('materialid'),
      type: named('typeid'),
      technology: named('technologyid'),
      use: named('useid'),
    }),
    productVariants: z.array(variant),
  }),
});
export type ProductDetail = z.infer<typeof productDetailResponse>['product'];

/**
 * A filter value: its id under the group's id column (`brandid`, `colorid`…), its name, a colour's hexcode,
 * and how many products the current search and the other groups' choices would leave with it (a group's
 * own choice does not narrow its counts: its values are OR-ed).
 */
export const filterValue = z
  .object({ name: z.string(), hexcode: z.string().optional(), count: z.number().int() })
  .catchall(z.union([z.number().int(), z.string()]));
export type FilterValue = z.infer<typeof filterValue>;

export const filterGroup = z.object({
  title: z.string(),
  key: z.enum(FILTER_KEYS),
  filters: z.array(filterValue),
});
export const filtersResponse = z.object({ ok: z.literal(true), filters: z.array(filterGroup) });

/** A product the header suggests: what it is called, its brand, the code that matched, and a price for distributors. */
export const suggestion = z.object({
  productid: z.number().int(),
  name: z.string(),
  brand: z.string(),
  /** the variant code the typed text matched, or null when the name matched */
  code: z.string().nullable(),
  thumbnail: z.string(),
  /** null for visitors: they never receive a price */
  price: z.number().nullable(),
  discount_value: z.number(),
  preventa: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestResponse = z.object({ ok: z.literal(true), products: z.array(suggestion) });

/** `link`: where the banner's button leads, a path of the store or an https address (null: no button). */
export const banner = z.object({ bannerid: z.number().int(), type: z.enum(BANNER_TYPES), url: z.string(), link: z.string().nullable() });
export const bannersResponse = z.object({ ok: z.literal(true), banners: z.array(banner) });

export const brandPublicity = z.object({
  brandpublicityid: z.number().int(),
  url: z.string(),
  landing: z.boolean(),
  name: z.string(),
});
export const brandsPublicityResponse = z.object({ ok: z.literal(true), brandsPublicity: z.array(brandPublicity) });
export type FilterGroup = z.infer<typeof filterGroup>;
export type Banner = z.infer<typeof banner>;
export type BrandPublicity = z.infer<typeof brandPublicity>;
