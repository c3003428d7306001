/**
 * A product as the store shows it, read for many products in one batch: its page (its own fields, the
 * names of its lookups, every variant with pictures and sizes) and its card, both built from that read.
 */
import { PRODUCT_FORM_LOOKUPS, type ProductCard, type ProductDetail, type Variant } from '@store/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { lookupFields, lookupJson, lookupOf } from './product-lookups.ts';
import { loadVariants, summarise } from './product-variants.ts';

/** The page lists the lookups in the products table's column order (brand, gender, category…), the back office's. */
const DETAIL_LOOKUPS = PRODUCT_FORM_LOOKUPS;
/** A card names its product's gender and brand, in this order. */
const CARD_LOOKUPS = ['genders', 'brands'] as const;

const productFields = {
  id: products.id,
  name: products.name,
  description: products.description,
  stocktype: products.stockType,
  unitsPerBox: products.unitsPerBox,
  boxSizeRun: products.boxSizeRun,
  preventa: products.preventa,
  unit: lookupOf(categories.unit, categories.id, products.categoryId),
  ...lookupFields(DETAIL_LOOKUPS),
};

/** An active product's row and its priced variants with every picture and the per-size stock. */
export interface ProductData {
  row: Awaited<ReturnType<typeof productRows>>[number];
  variants: Variant[];
}

const productRows = (db: Db, ids: number[]) =>
  db
    .select(productFields)
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));

/** These products, in the order of `ids`; inactive or unknown ids are left out. Two queries for all. */
export async function loadProducts(db: Db, ids: number[]): Promise<ProductData[]> {
  if (!ids.length) return [];
  const [found, variantRows] = await Promise.all([productRows(db, ids), loadVariants(db, ids, true)]);
  const byId = new Map(found.map((row) => [row.id, { row, variants: [] as Variant[] }]));
  for (const { productid, variant } of variantRows) byId.get(productid)?.variants.push(variant);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The product's page for one audience: visitors get `price: null` on the product and on every variant. */
export function detailOf({ row: r, variants: pricedVariants }: ProductData, priced: boolean): ProductDetail {
  const summary = summarise(pricedVariants);
  const variants = priced ? pricedVariants : pricedVariants.map((v) => ({ ...v, price: null }));
  if (!priced) summary.price = null;
  return {
    productInfo: {
      productid: r.id,
      name: r.name,
      description: r.description,
      brandid: r.brands.id,
      stocktype: r.stocktype,
      unit: r.unit,
      units_per_box: r.unitsPerBox,
      box_size_run: r.stocktype === 'BOXES' ? r.boxSizeRun : null,
      thumbnail: summary.thumbnail,
      preventa: r.preventa,
      price: summary.price,
      discount_value: summary.discount_value,
      ...lookupJson(DETAIL_LOOKUPS, r),
    },
    productVariants: variants,
  };
}

/** The product's priced card: each variant with its first picture only (all a card shows) and no sizes. */
export function cardOf({ row: r, variants }: ProductData): ProductCard {
  const shown = variants.map(({ stock_sizes: _, ...v }) => ({ ...v, product_media: v.product_media.slice(0, 1) }));
  return {
    productid: r.id,
    name: r.name,
    ...summarise(shown),
    stocktype: r.stocktype,
    units_per_box: r.unitsPerBox,
    preventa: r.preventa,
    ...lookupJson(CARD_LOOKUPS, r),
    product_variants: shown,
  };
}
