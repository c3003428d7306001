/**
 * The store's catalogue as the API answers it: the store front's query (filters, search, pages), product
 * cards, a product's detail with its variants, the filter groups and the banners.
 */
import { z } from 'zod';
import { FILTER_KEYS } from './catalog-lookups.ts';
import { optionalIdQuery, pageInfo, pageQuery, pageSize } from './common.ts';
import { BANNER_TYPES, CATALOG_DEFAULT_PAGE_SIZE, COUNTING_UNITS, HOME_LIST_LIMIT, STOCK_TYPES } from './constants.ts';

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** The eight filter keys of the store front (SPEC.md 7), each taking one id. */

export const storeFrontQuery = z.object({
  page: pageQuery,
  size: pageSize(CATALOG_DEFAULT_PAGE_SIZE),
  // A longer search looks for its first 100 characters (and so, in practice, finds nothing).
  search: z
    .string()
    .trim()
    .transform((s) => s.slice(0, 100))
    .optional()
    .catch(undefined),
  preventa: flag,
  brandid: optionalIdQuery,
  categories: optionalIdQuery,
  genderid: optionalIdQuery,
  materials: optionalIdQuery,
  typeid: optionalIdQuery,
  technologies: optionalIdQuery,
  uses: optionalIdQuery,
  colorid: optionalIdQuery,
});
export type StoreFrontQuery = z.infer<typeof storeFrontQuery>;

export const limitQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).catch(HOME_LIST_LIMIT).default(HOME_LIST_LIMIT),
});
export const preventaQuery = z.object({ preventa: flag });

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

export const filterGroup = z.object({
  title: z.string(),
  key: z.enum(FILTER_KEYS),
  filters: z.array(z.record(z.string(), z.union([z.number(), z.string()]))),
});
export const filtersResponse = z.object({ ok: z.literal(true), filters: z.array(filterGroup) });

export const banner = z.object({ bannerid: z.number().int(), type: z.enum(BANNER_TYPES), url: z.string() });
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
