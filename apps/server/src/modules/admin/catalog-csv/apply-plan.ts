/** Writes a plan with no errors: products, variants and stock rows, in the file's order and in steps. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { productLookupKey } from '../../../db/lookup-tables.ts';
import { products, stock, variants } from '../../../db/schema.ts';
import { insertJson, reserveIds, updateJson } from '../../../lib/json-rows.ts';
import { jsonColumn } from '../../../lib/rows.ts';
import { productSearchText } from '../../../lib/search-text.ts';
import { inJsonList } from './existing-catalogue.ts';
import { CSV_PRODUCT_LOOKUPS, type ImportPlan, type PlannedProduct, type PlannedVariant, type ProductValues } from './import-plan.ts';

/**
 * Rows applied per step: the progress a long file reports, and how long one step's statements hold the
 * thread (PGlite runs on the server's own): reads' p99 during a 20 MB import was 38-139 ms in steps of 250,
 * 29-32 ms in steps of 100, for 8.8-9.7 s of import instead of 8.1 (decision 034).
 */
export const APPLY_CHUNK = 100;

/** The database refused a step of a plan that had no errors: the lines of that step, for the job's message. */
export class ApplyFailed extends Error {
  constructor(
    readonly from: number,
    readonly to: number,
    cause: unknown,
  ) {
    super(`catalogue import failed on lines ${from}-${to}`, { cause });
  }
}

/** A planned row's id: an existing row's, or the one reserved before it is written. */
function idOf(row: PlannedProduct | PlannedVariant): number {
  if (row.id === null) throw new Error(`no id reserved for line ${row.firstLine}`);
  return row.id;
}

/** A product's lookup values (brand … use) as its row's columns (brandId … useId). */
const lookupIds = (values: ProductValues) =>
  Object.fromEntries(CSV_PRODUCT_LOOKUPS.map(({ key, lookup }) => [productLookupKey(lookup), values[key]])) as Record<
    ReturnType<typeof productLookupKey>,
    number
  >;

const productRow = (p: PlannedProduct) => ({
  id: idOf(p),
  name: p.values.name,
  description: p.values.description,
  stockType: p.values.stockType,
  unitsPerBox: p.values.unitsPerBox,
  preventa: p.values.preventa,
  active: p.values.active,
  ...lookupIds(p.values),
});

/**
 * Writes a plan that has no errors, in the file's order and in steps of APPLY_CHUNK rows (each step reports
 * its progress), then refreshes the search text of the products whose name or codes changed.
 * Runs inside the caller's transaction. Answers the ids of the products it touched.
 */
export async function applyPlan(tx: DbOrTx, plan: ImportPlan, onProgress: (done: number) => void = () => {}): Promise<number[]> {
  const lines = plan.lines;
  const touched = new Set<number>();
  const searchStale = new Set<number>();
  const variantOf = (code: string) => {
    const variant = plan.variants.get(code);
    if (!variant) throw new Error(`no planned variant ${code}`);
    return variant;
  };
  const productOf = (variant: PlannedVariant) => {
    const product = plan.products.get(variant.productKey);
    if (!product) throw new Error(`no planned product for ${variant.code}`);
    return product;
  };

  for (let start = 0; start < lines.length; start += APPLY_CHUNK) {
    const from = lines[start];
    const to = lines[Math.min(start + APPLY_CHUNK, lines.length) - 1];
    const inChunk = (line: number) => line >= from && line <= to;
    try {
      const newProducts = [...plan.products.values()].filter((p) => p.create && inChunk(p.firstLine));
      const ids = await reserveIds(tx, products, newProducts.length);
      newProducts.forEach((p, i) => {
        p.id = ids[i];
      });
      await insertJson(tx, products, newProducts.map(productRow));
      const changedProducts = [...plan.products.values()].filter((p) => p.update && inChunk(p.firstLine));
      await updateJson(tx, products, changedProducts.map(productRow));
      for (const p of [...newProducts, ...changedProducts]) {
        touched.add(idOf(p));
        if (p.create || p.nameChanged) searchStale.add(idOf(p));
      }

      const newVariants = [...plan.variants.values()].filter((v) => v.create && inChunk(v.firstLine));
      const variantIds = await reserveIds(tx, variants, newVariants.length);
      newVariants.forEach((v, i) => {
        v.id = variantIds[i];
      });
      await insertJson(
        tx,
        variants,
        newVariants.map((v) => ({
          id: idOf(v),
          productId: idOf(productOf(v)),
          code: v.code,
          colorId: v.color,
          priceCents: v.priceCents,
          discountPercent: v.discount,
          position: v.position,
        })),
      );
      const changedVariants = [...plan.variants.values()].filter((v) => v.update && inChunk(v.firstLine));
      // the product, code and position of an existing variant stay as they are
      await updateJson(
        tx,
        variants,
        changedVariants.map((v) => ({ id: idOf(v), colorId: v.color, priceCents: v.priceCents, discountPercent: v.discount })),
      );
      for (const v of [...newVariants, ...changedVariants]) {
        const productId = idOf(productOf(v));
        touched.add(productId);
        if (v.create) searchStale.add(productId);
      }

      const changes = plan.stock.filter((s) => inChunk(s.line));
      await updateJson(
        tx,
        stock,
        changes.flatMap((s) => (s.stockId === null ? [] : [{ id: s.stockId, quantity: s.quantity }])),
      );
      await insertJson(
        tx,
        stock,
        changes
          .filter((s) => s.stockId === null)
          .map((s) => ({ variantId: idOf(variantOf(s.code)), sizeId: s.sizeId, quantity: s.quantity })),
      );
      for (const s of changes) touched.add(idOf(productOf(variantOf(s.code))));
    } catch (cause) {
      throw new ApplyFailed(from, to, cause);
    }

    onProgress(Math.min(start + APPLY_CHUNK, lines.length));
    // PGlite answers without ever leaving the microtask queue: yield, so a poll for this progress is served.
    await new Promise((resolve) => setImmediate(resolve));
  }

  if (searchStale.size) await refreshSearchText(tx, [...searchStale]);
  onProgress(plan.rows);
  return [...touched];
}

/** The store-front search reads a product's name and codes from `search_text`: written again for these products. */
async function refreshSearchText(tx: DbOrTx, ids: number[]) {
  const found = await tx
    .select({
      id: products.id,
      name: products.name,
      codes:
        sql`coalesce(json_agg(${variants.code} order by ${variants.position}, ${variants.id}) filter (where ${variants.code} is not null), '[]'::json)`.mapWith(
          (v) => jsonColumn<string[]>(v),
        ),
    })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    .where(inJsonList(products.id, ids, 'int'))
    .groupBy(products.id);
  await updateJson(
    tx,
    products,
    found.map((r) => ({ id: r.id, searchText: productSearchText(r.name, r.codes) })),
  );
}
