/** A product's page: its own fields, the names of its lookups and every variant with pictures and sizes. */
import { PRODUCT_FORM_LOOKUPS, type ProductDetail } from '@store/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { lookupFields, lookupJson, lookupOf } from './product-lookups.ts';
import { loadVariants, summarise } from './product-variants.ts';

/** The page lists the lookups in the products table's column order (brand, gender, category…), the back office's. */
const DETAIL_LOOKUPS = PRODUCT_FORM_LOOKUPS;

/**
 * A product's own fields and the names of its lookups, built once per database as a prepared statement:
 * the detail is the catalogue's most frequent uncached read, and building the query each time cost a
 * fifth of its throughput on PostgreSQL.
 */
const detailQuery = (db: Db) =>
  db
    .select({
      name: products.name,
      description: products.description,
      stocktype: products.stockType,
      unitsPerBox: products.unitsPerBox,
      preventa: products.preventa,
      unit: lookupOf(categories.unit, categories.id, products.categoryId),
      ...lookupFields(DETAIL_LOOKUPS),
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.active, true)))
    .prepare('product_detail');
const detailQueries = new WeakMap<Db, ReturnType<typeof detailQuery>>();

export async function productDetail(db: Db, id: number, priced: boolean): Promise<ProductDetail | null> {
  let query = detailQueries.get(db);
  if (!query) {
    query = detailQuery(db);
    detailQueries.set(db, query);
  }
  const [[r], variantRows] = await Promise.all([query.execute({ id }), loadVariants(db, [id], true)]);
  if (!r) return null;
  const pricedVariants = variantRows.map((v) => v.variant);
  const summary = summarise(pricedVariants);
  const variants = priced ? pricedVariants : pricedVariants.map((v) => ({ ...v, price: null }));
  if (!priced) summary.price = null;
  return {
    productInfo: {
      productid: id,
      name: r.name,
      description: r.description,
      brandid: r.brands.id,
      stocktype: r.stocktype,
      unit: r.unit,
      units_per_box: r.unitsPerBox,
      thumbnail: summary.thumbnail,
      preventa: r.preventa,
      price: summary.price,
      discount_value: summary.discount_value,
      ...lookupJson(DETAIL_LOOKUPS, r),
    },
    productVariants: variants,
  };
}
