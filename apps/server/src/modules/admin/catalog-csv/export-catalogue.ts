/** The catalogue as the CSV file the import reads back: one row per variant and size. */
import { PRODUCT_LOOKUPS, type ProductLookupName } from '@store/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lookupTable, PRODUCT_LOOKUP_COLUMNS } from '../../../db/lookup-tables.ts';
import { colors, products, sizes, stock, variants } from '../../../db/schema.ts';
import { writeCsv } from './csv-format.ts';
import { CSV_PRODUCT_LOOKUPS, type ProductLookupField } from './import-plan.ts';

const flag = (b: boolean) => (b ? 'si' : 'no');

/** The name of each of the product's lookup values (brand … use), under its CSV column. */
const lookupNames = Object.fromEntries(CSV_PRODUCT_LOOKUPS.map(({ key, lookup }) => [key, lookupTable(lookup).name])) as Record<
  ProductLookupField,
  ReturnType<typeof lookupTable<ProductLookupName>>['name']
>;

/** The whole catalogue, one row per variant and size, in a fixed order: product, variant position, size order. */
export async function exportCatalogue(db: Db): Promise<Buffer> {
  const query = db
    .select({
      productid: products.id,
      name: products.name,
      description: products.description,
      lookups: lookupNames,
      stockType: products.stockType,
      unitsPerBox: products.unitsPerBox,
      preventa: products.preventa,
      active: products.active,
      code: variants.code,
      color: colors.name,
      priceCents: variants.priceCents,
      discount: variants.discountPercent,
      size: sizes.name,
      quantity: stock.quantity,
    })
    .from(products)
    .$dynamic();
  // A dynamic query takes its joins in place: one per lookup group (every product has a value of each).
  for (const name of PRODUCT_LOOKUPS) {
    const table = lookupTable(name);
    query.innerJoin(table, eq(table.id, PRODUCT_LOOKUP_COLUMNS[name]));
  }
  const found = await query
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .leftJoin(sizes, eq(sizes.id, stock.sizeId))
    .orderBy(products.id, variants.position, variants.id, sql`${sizes.sortOrder} nulls first`, sql`${stock.sizeId} nulls first`, stock.id);
  return writeCsv(
    found.map((r) => ({
      productid: String(r.productid),
      name: r.name,
      description: r.description,
      ...r.lookups,
      stockType: r.stockType,
      unitsPerBox: String(r.unitsPerBox),
      preventa: flag(r.preventa),
      active: flag(r.active),
      code: r.code,
      color: r.color,
      price: (r.priceCents / 100).toFixed(2),
      discount: String(r.discount),
      size: r.size ?? '',
      stock: r.quantity === null ? '' : String(r.quantity),
    })),
  );
}
