/** What the database holds of what a file names: its variants (by code), their products and stock rows. */
import { normalizeVariantCode, type ProductLookupName } from '@store/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { PRODUCT_LOOKUP_COLUMNS } from '../../../db/lookup-tables.ts';
import { products, stock, variants } from '../../../db/schema.ts';
import type { ReadCsv } from './csv-format.ts';
import { CSV_PRODUCT_LOOKUPS, type ProductLookupField, type ProductValues } from './import-plan.ts';
import { storable } from './read-row.ts';

/**
 * `column in (the list)`, the list sent as one JSON parameter: a file may name up to CSV_MAX_ROWS codes, more
 * than a statement's bind parameters allow one by one.
 */
export const inJsonList = (column: AnyColumn | SQL, values: (string | number)[], type: 'text' | 'int') =>
  type === 'int'
    ? sql`${column} in (select (jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::int)`
    : sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export type ExistingVariant = Awaited<ReturnType<typeof variantsByCode>>[number];
export type ExistingProduct = { id: number; values: ProductValues; maxPosition: number };
export type ExistingStock = { id: number; quantity: number };

export interface ExistingCatalogue {
  /** by upper-cased code */
  variants: Map<string, ExistingVariant>;
  products: Map<number, ExistingProduct>;
  /** by `variant id:size id` ('' for no size) */
  stock: Map<string, ExistingStock>;
}

export const stockKey = (variantId: number, sizeId: number | null) => `${variantId}:${sizeId ?? ''}`;

const variantsByCode = (db: DbOrTx, codes: string[]) =>
  db
    .select({
      id: variants.id,
      productId: variants.productId,
      code: variants.code,
      colorId: variants.colorId,
      priceCents: variants.priceCents,
      discountPercent: variants.discountPercent,
      position: variants.position,
    })
    .from(variants)
    .where(inJsonList(sql`upper(${variants.code})`, codes, 'text'));

/** The product's lookup columns (brandid … useid), under their CSV column. */
const lookupIds = Object.fromEntries(CSV_PRODUCT_LOOKUPS.map(({ key, lookup }) => [key, PRODUCT_LOOKUP_COLUMNS[lookup]])) as Record<
  ProductLookupField,
  (typeof PRODUCT_LOOKUP_COLUMNS)[ProductLookupName]
>;

/** The products a file's rows point at (their own id, or their codes' product), with their highest variant position. */
const productsById = (db: DbOrTx, ids: number[]): Promise<ExistingProduct[]> =>
  db
    .select({
      id: products.id,
      values: {
        name: products.name,
        description: products.description,
        stockType: products.stockType,
        unitsPerBox: products.unitsPerBox,
        preventa: products.preventa,
        active: products.active,
        ...lookupIds,
      },
      maxPosition: sql<number>`(select coalesce(max(v.position), -1) from ${variants} v where v.productid = ${products.id})`.mapWith(
        Number,
      ),
    })
    .from(products)
    .where(inJsonList(products.id, ids, 'int'));

/** Reads, in three queries, everything of the catalogue a file's rows could change. */
export async function loadExisting(db: DbOrTx, read: ReadCsv): Promise<ExistingCatalogue> {
  const codes = [...new Set(read.rows.map((r) => normalizeVariantCode(r.cells.code)).filter((c) => c && storable(c)))];
  const found = await variantsByCode(db, codes);
  const byCode = new Map(found.map((v) => [v.code.toUpperCase(), v]));

  const explicitIds = read.rows.map((r) => r.cells.productid).filter((v) => /^\d{1,9}$/.test(v));
  const productIds = [...new Set([...explicitIds.map(Number), ...[...byCode.values()].map((v) => v.productId)])];
  const byId = new Map((await productsById(db, productIds)).map((p) => [p.id, p]));

  const variantIds = [...byCode.values()].map((v) => v.id);
  const stockRows = await db
    .select({ id: stock.id, variantId: stock.variantId, sizeId: stock.sizeId, quantity: stock.quantity })
    .from(stock)
    .where(inJsonList(stock.variantId, variantIds, 'int'));
  const byVariantSize = new Map(stockRows.map((s) => [stockKey(s.variantId, s.sizeId), { id: s.id, quantity: s.quantity }]));

  return { variants: byCode, products: byId, stock: byVariantSize };
}
