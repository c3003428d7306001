/** The catalogue as the CSV file the import reads back: one row per variant and size. */
import { pipeline, Readable } from 'node:stream';
import { CSV_COLUMNS, CSV_HEADERS, type CsvColumnKey, PRODUCT_LOOKUPS, type ProductLookupName } from '@store/contracts';
import { eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lookupTable, PRODUCT_LOOKUP_COLUMNS } from '../../../db/lookup-tables.ts';
import { colors, products, sizes, stock, variants } from '../../../db/schema.ts';
import { escapeCell } from '../../../lib/spreadsheet-cell.ts';
import { CSV_PRODUCT_LOOKUPS, type ProductLookupField } from './import-plan.ts';

const flag = (b: boolean) => (b ? 'si' : 'no');

/** The name of each of the product's lookup values (brand … use), under its CSV column. */
const lookupNames = Object.fromEntries(CSV_PRODUCT_LOOKUPS.map(({ key, lookup }) => [key, lookupTable(lookup).name])) as Record<
  ProductLookupField,
  ReturnType<typeof lookupTable<ProductLookupName>>['name']
>;

/** Products per page: each page is one query of their variants and stock rows, written before the next is read. */
const PAGE_PRODUCTS = 200;

function pageQuery(db: Db, productIds: number[]) {
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
  return query
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .leftJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(inArray(products.id, productIds))
    .orderBy(products.id, variants.position, variants.id, sql`${sizes.sortOrder} nulls first`, sql`${stock.sizeId} nulls first`, stock.id);
}

/** The rows, page by page of products (by id): the whole catalogue is never held at once. */
async function* catalogueRows(db: Db): AsyncGenerator<string[]> {
  let after = 0;
  for (;;) {
    const ids = (
      await db.select({ id: products.id }).from(products).where(gt(products.id, after)).orderBy(products.id).limit(PAGE_PRODUCTS)
    ).map((p) => p.id);
    if (!ids.length) return;
    after = ids[ids.length - 1];
    for (const r of await pageQuery(db, ids)) {
      const cells: Record<CsvColumnKey, string> = {
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
      };
      yield CSV_COLUMNS.map((c) => escapeCell(cells[c.key]));
    }
  }
}

/**
 * The whole catalogue as a stream, one row per variant and size, in a fixed order: product, variant position,
 * size order. BOM, the header, then the rows; CRLF line ends, quotes only where a cell needs them.
 */
export async function exportCatalogue(db: Db): Promise<Readable> {
  // Loaded with the first export: a start does not pay for it.
  const { stringify } = await import('csv-stringify');
  const csv = stringify({ bom: true, header: true, columns: CSV_HEADERS, record_delimiter: 'windows', delimiter: ',' });
  // a failed read ends the download cut short (and is logged by the reply), never a half file said to be whole
  return pipeline(Readable.from(catalogueRows(db)), csv, () => {});
}
