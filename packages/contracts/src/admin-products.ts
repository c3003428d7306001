/**
 * The back office's products: the product, variant, stock and image forms with their limits and messages,
 * and the answers of the products list, a product and the form's choices.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { LOOKUPS, type ProductLookupColumn, type ProductLookupName } from './catalog-lookups.ts';
import { dbId, optionalIdQuery, pageInfo, pageQuery, pageSize } from './common.ts';
import { MAX_UNITS_PER_BOX, STOCK_TYPES } from './constants.ts';
import { toCents } from './pricing.ts';
import { sizeRunEntry, sizeRunField } from './size-run.ts';

// ------------------------------------------------------------------ pure rules (forms and server alike)

/**
 * The product's lookups in the back office's order (the products table's columns): its form's selects, its
 * body's fields (so a refusal lists them in this order), its options and the server's existence checks.
 * What each one is (id column, words) comes from the registry.
 */
export const PRODUCT_FORM_LOOKUPS = [
  'brands',
  'genders',
  'categories',
  'materials',
  'types',
  'technologies',
  'uses',
] as const satisfies readonly ProductLookupName[];

/** One schema per lookup column of a product, `{ brandid: …, genderid: …, … }`, in the form's order. */
const perLookupColumn = <S extends z.ZodType>(schema: (name: ProductLookupName) => S) =>
  Object.fromEntries(PRODUCT_FORM_LOOKUPS.map((name) => [LOOKUPS[name].id, schema(name)])) as Record<ProductLookupColumn, S>;

/** Largest price the back office takes: $1,000,000.00. */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_STOCK_QUANTITY = 1_000_000;
export const VARIANT_CODE_MAX = 40;
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

/** Variant codes are kept trimmed and upper-cased: 'ar-1001-neg ' is 'AR-1001-NEG'. */
export const normalizeVariantCode = (code: string) => code.trim().toUpperCase();

/**
 * A price typed in dollars ('45', '45.5', '45,50', '$1,234.50' is not accepted) as integer cents, or null
 * when it is not a positive amount with at most two decimals.
 */
export function dollarsToCents(text: string): number | null {
  const t = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  const cents = toCents(Number(t));
  return cents > 0 && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** A stock quantity typed as text: a whole number 0..MAX_STOCK_QUANTITY (the server's limit), or null. */
export function parseStockQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_STOCK_QUANTITY ? n : null;
}

/** A discount typed as text: an integer 0..100, or null. */
export function parseDiscount(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n <= 100 ? n : null;
}

// ------------------------------------------------------------------ requests

const flagFilter = z
  .enum(['true', 'false'])
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const adminProductsQuery = z.object({
  q: z
    .string()
    .trim()
    .transform((s) => s.slice(0, 100))
    .optional()
    .catch(undefined),
  brandid: optionalIdQuery,
  preventa: flagFilter,
  active: flagFilter,
  page: pageQuery,
  size: pageSize(20),
});

/** The product's own fields (its variants have their own calls). Lookup ids may come as text from a form's select. */
export const adminProductBody = z.object({
  name: z
    .string({ error: ADMIN_MSG.adminProductNameRequired })
    .trim()
    .min(1, { error: ADMIN_MSG.adminProductNameRequired })
    .max(150, { error: ADMIN_MSG.adminProductNameMax })
    .refine((s) => !s.includes('\0'), { error: ADMIN_MSG.adminProductNameRequired }),
  description: z
    .string()
    .trim()
    .max(4000, { error: ADMIN_MSG.adminProductDescriptionMax })
    .refine((s) => !s.includes('\0'), { error: ADMIN_MSG.adminProductDescriptionMax })
    .optional()
    .default(''),
  stockType: z.enum(STOCK_TYPES, { error: ADMIN_MSG.adminStockTypeRequired }),
  /** pairs (or units) in one box of a BOXES product; left out, a new product gets 12 and a saved one keeps its own */
  unitsPerBox: z
    .number({ error: ADMIN_MSG.adminUnitsPerBoxInvalid })
    .int({ error: ADMIN_MSG.adminUnitsPerBoxInvalid })
    .min(1, { error: ADMIN_MSG.adminUnitsPerBoxInvalid })
    .max(MAX_UNITS_PER_BOX, { error: ADMIN_MSG.adminUnitsPerBoxInvalid })
    .optional(),
  /** what one box holds, «38:1, 39:2, …» (BOXES only; empty: none; left out: kept); its sum is checked against the box */
  boxSizeRun: sizeRunField.optional(),
  preventa: z.boolean().optional().default(false),
  active: z.boolean().optional().default(true),
  ...perLookupColumn((name) => dbId(ADMIN_MSG.adminPick(LOOKUPS[name].the))),
});
export type AdminProductBody = z.output<typeof adminProductBody>;
export type AdminProductInput = z.input<typeof adminProductBody>;

export const adminVariantBody = z.object({
  code: z
    .string({ error: ADMIN_MSG.adminVariantCodeRequired })
    .transform(normalizeVariantCode)
    .pipe(
      z
        .string()
        .min(1, { error: ADMIN_MSG.adminVariantCodeRequired })
        .max(VARIANT_CODE_MAX, { error: ADMIN_MSG.adminVariantCodeInvalid })
        .regex(CODE_PATTERN, { error: ADMIN_MSG.adminVariantCodeInvalid }),
    ),
  colorid: dbId(ADMIN_MSG.adminColorRequired),
  priceCents: z
    .number({ error: ADMIN_MSG.adminPriceInvalid })
    .int({ error: ADMIN_MSG.adminPriceInvalid })
    .positive({ error: ADMIN_MSG.adminPriceInvalid })
    .max(MAX_PRICE_CENTS, { error: ADMIN_MSG.adminPriceInvalid }),
  discountPercent: z
    .number({ error: ADMIN_MSG.adminDiscountInvalid })
    .int({ error: ADMIN_MSG.adminDiscountInvalid })
    .min(0, { error: ADMIN_MSG.adminDiscountInvalid })
    .max(100, { error: ADMIN_MSG.adminDiscountInvalid })
    .optional()
    .default(0),
});
export type AdminVariantBody = z.output<typeof adminVariantBody>;

/** The variant card's form: what the administrator types, price in dollars with VAT. */
export const adminVariantForm = z.object({
  code: adminVariantBody.shape.code,
  colorid: adminVariantBody.shape.colorid,
  price: z.string({ error: ADMIN_MSG.adminPriceInvalid }).refine((s) => dollarsToCents(s) !== null, { error: ADMIN_MSG.adminPriceInvalid }),
  discount: z.string().refine((s) => parseDiscount(s) !== null, { error: ADMIN_MSG.adminDiscountInvalid }),
});

/** The variant form's values as the API takes them (call after the form validated). */
export function variantFormToBody(values: z.output<typeof adminVariantForm>): AdminVariantBody {
  return {
    code: values.code,
    colorid: values.colorid,
    priceCents: dollarsToCents(values.price) ?? 0,
    discountPercent: parseDiscount(values.discount) ?? 0,
  };
}

const stockQuantity = z
  .number({ error: ADMIN_MSG.adminStockQuantityInvalid })
  .int({ error: ADMIN_MSG.adminStockQuantityInvalid })
  .min(0, { error: ADMIN_MSG.adminStockQuantityInvalid })
  .max(MAX_STOCK_QUANTITY, { error: ADMIN_MSG.adminStockQuantityInvalid });

/**
 * One stock row the variant card changed: what it showed when the editing began (`expected`, null when the size
 * was not offered) and the new quantity (`quantity`, null to stop offering the size, SIZES only). The server
 * writes it only while the row still holds `expected`, so units sold meanwhile are never given back.
 */
export const adminStockChange = z.object({
  sizeid: dbId(ADMIN_MSG.adminStockSizeUnknown).nullable(),
  expected: stockQuantity.nullable(),
  quantity: stockQuantity.nullable(),
});
export type AdminStockChange = z.output<typeof adminStockChange>;

/** Saving a variant: its fields and, optionally, the stock rows that changed, in one transaction. */
export const adminVariantUpdateBody = adminVariantBody.extend({
  stock: z
    .array(adminStockChange, { error: ADMIN_MSG.adminStockQuantityInvalid })
    .max(200, { error: ADMIN_MSG.adminStockSizeRepeated })
    .optional(),
});
export type AdminVariantUpdateBody = z.output<typeof adminVariantUpdateBody>;

export const adminImagesOrderBody = z.object({
  order: z
    .array(dbId(ADMIN_MSG.adminImagesOrderInvalid), { error: ADMIN_MSG.adminImagesOrderInvalid })
    .min(1, { error: ADMIN_MSG.adminImagesOrderInvalid }),
});

// ------------------------------------------------------------------ responses

const option = z.object({ id: z.number().int(), name: z.string() });
const lookupOptions = Object.fromEntries(PRODUCT_FORM_LOOKUPS.map((name) => [name, z.array(option)])) as Record<
  ProductLookupName,
  z.ZodArray<typeof option>
>;
export const adminProductOptionsResponse = z.object({
  ok: z.literal(true),
  ...lookupOptions,
  colors: z.array(option.extend({ hexcode: z.string() })),
  /** in the store's size order */
  sizes: z.array(option),
});
export type AdminProductOptions = z.infer<typeof adminProductOptionsResponse>;

export const adminProductRow = z.object({
  productid: z.number().int(),
  name: z.string(),
  brand: z.object({ brandid: z.number().int(), name: z.string() }),
  stockType: z.enum(STOCK_TYPES),
  unitsPerBox: z.number().int(),
  preventa: z.boolean(),
  active: z.boolean(),
  variantCount: z.number().int(),
  totalStock: z.number().int(),
  /** the lowest variant price (VAT included), null without variants */
  priceCents: z.number().int().nullable(),
  /** first picture of the first variant that has one */
  thumbnail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductsResponse = z.object({ ok: z.literal(true), products: z.array(adminProductRow), info: pageInfo });
export type AdminProductsResponse = z.infer<typeof adminProductsResponse>;

export const adminVariant = z.object({
  prodvarid: z.number().int(),
  code: z.string(),
  colorid: z.number().int(),
  colorName: z.string(),
  colorHex: z.string(),
  priceCents: z.number().int(),
  discountPercent: z.number().int(),
  position: z.number().int(),
  /** one row with sizeid null (BOXES, UNITS) or one per size, in the sizes' order (SIZES) */
  stock: z.array(z.object({ sizeid: z.number().int().nullable(), sizeName: z.string().nullable(), quantity: z.number().int() })),
  images: z.array(z.object({ mediaid: z.number().int(), url: z.string(), position: z.number().int() })),
});
export type AdminVariant = z.infer<typeof adminVariant>;

export const adminProduct = z.object({
  productid: z.number().int(),
  name: z.string(),
  description: z.string(),
  stockType: z.enum(STOCK_TYPES),
  unitsPerBox: z.number().int(),
  /** what one box holds, size by size (null: not said) */
  boxSizeRun: z.array(sizeRunEntry).nullable(),
  preventa: z.boolean(),
  active: z.boolean(),
  ...perLookupColumn(() => z.number().int()),
  createdAt: z.string(),
  variants: z.array(adminVariant),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductResponse = z.object({ ok: z.literal(true), product: adminProduct });
export const adminProductCreatedResponse = z.object({ ok: z.literal(true), msg: z.string(), productid: z.number().int() });
export const adminVariantCreatedResponse = z.object({ ok: z.literal(true), msg: z.string(), prodvarid: z.number().int() });
export const adminImageResponse = z.object({ ok: z.literal(true), msg: z.string(), mediaid: z.number().int(), url: z.string() });
