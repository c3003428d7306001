/** The import's plan: every row read against the database, the rules between rows, and what would change. */
import { BOX_UNITS, type CsvRowError } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { DbOrTx } from '../../../db/client.ts';
import { yieldOften } from '../../../lib/yield-often.ts';
import { headerOf, type ReadCsv } from './csv-format.ts';
import { type ExistingCatalogue, loadExisting, stockKey } from './existing-catalogue.ts';
import {
  type ImportPlan,
  type PlannedProduct,
  type PlannedVariant,
  PRODUCT_KEYS,
  type ProductValues,
  productChanged,
  type StockChange,
} from './import-plan.ts';
import { loadLookups } from './lookup-names.ts';
import { type ParsedRow, readRow } from './read-row.ts';

/**
 * Reads every row against the database (nothing is written): field errors, the rules between rows, and what
 * would change. The same plan is made again inside the import's transaction before it is applied.
 */
export async function planImport(db: DbOrTx, read: ReadCsv): Promise<ImportPlan> {
  const errors: CsvRowError[] = [...read.errors];
  const report = (error: CsvRowError) => errors.push(error);
  const lookups = await loadLookups(db);
  const existing = await loadExisting(db, read);

  const context = {
    lookups,
    productExists: (id: number) => existing.products.has(id),
    variantExists: (code: string) => existing.variants.has(code),
    seen: new Map<string, number>(),
  };
  const parsed: ParsedRow[] = [];
  const pause = yieldOften();
  for (const row of read.rows) {
    await pause();
    const values = readRow(row, context, report);
    if (values) parsed.push(values);
  }

  const { products, variants, stock, stockUnchanged } = await planChanges(parsed, existing, report);
  errors.sort((a, b) => a.line - b.line);
  const productList = [...products.values()];
  const variantList = [...variants.values()];
  return {
    rows: read.rows.length + read.errors.length,
    lines: read.rows.map((r) => r.line),
    errors,
    products,
    variants,
    stock,
    summary: {
      rows: read.rows.length + read.errors.length,
      productsCreated: productList.filter((p) => p.create).length,
      productsUpdated: productList.filter((p) => p.update).length,
      productsUnchanged: productList.filter((p) => !p.create && !p.update).length,
      variantsCreated: variantList.filter((v) => v.create).length,
      variantsUpdated: variantList.filter((v) => v.update).length,
      variantsUnchanged: variantList.filter((v) => !v.create && !v.update).length,
      stockChanged: stock.length,
      stockUnchanged,
      errorRows: new Set(errors.map((e) => e.line)).size,
    },
  };
}

/**
 * The rules between rows (a product's rows agree on its columns, a variant's on its own, a code stays with its
 * product, a stock type never changes) and what each row creates or changes.
 */
async function planChanges(parsed: ParsedRow[], existing: ExistingCatalogue, report: (error: CsvRowError) => void) {
  const fail = (line: number, msg: string) => report({ line, msg });
  const products = new Map<string, PlannedProduct>();
  const variants = new Map<string, PlannedVariant>();
  const stock: StockChange[] = [];
  let stockUnchanged = 0;
  const pause = yieldOften();
  for (const row of parsed) {
    await pause();
    const found = existing.variants.get(row.code);
    if (found && found.productId !== row.productId) {
      fail(row.line, ADMIN_MSG.csvCodeOtherProduct(row.code, found.productId));
      continue;
    }
    const productKey = row.productId ? `id:${row.productId}` : `new:${row.product.name}\u0000${row.product.brand}`;
    let product = products.get(productKey);
    if (product) {
      const differs = PRODUCT_KEYS.find((k) => product?.values[k] !== row.product[k]);
      if (differs) {
        fail(row.line, ADMIN_MSG.csvProductDiffers(headerOf(differs), product.firstLine));
        continue;
      }
      if (row.unitsPerBox !== null) {
        if (product.unitsPerBoxLine === null) {
          product.values.unitsPerBox = row.unitsPerBox;
          product.unitsPerBoxLine = row.line;
          product.update = productChanged(product.current, product.values);
        } else if (product.values.unitsPerBox !== row.unitsPerBox) {
          fail(row.line, ADMIN_MSG.csvProductDiffers(headerOf('unitsPerBox'), product.unitsPerBoxLine));
          continue;
        }
      }
    } else {
      const db = row.productId ? existing.products.get(row.productId) : undefined;
      if (db && db.values.stockType !== row.product.stockType) {
        fail(row.line, ADMIN_MSG.csvStockTypeChange(db.id, db.values.stockType, row.product.stockType));
        continue;
      }
      const current: ProductValues | null = db ? db.values : null;
      // an empty pares_por_caja keeps the product's box size; a new product gets the form's default
      const values = { ...row.product, unitsPerBox: row.unitsPerBox ?? current?.unitsPerBox ?? BOX_UNITS };
      product = {
        key: productKey,
        id: row.productId,
        values,
        current,
        firstLine: row.line,
        unitsPerBoxLine: row.unitsPerBox === null ? null : row.line,
        create: !db,
        update: productChanged(current, values),
        nameChanged: current !== null && current.name !== row.product.name,
        nextPosition: db ? db.maxPosition + 1 : 0,
      };
      products.set(productKey, product);
    }

    let variant = variants.get(row.code);
    if (variant) {
      const differs =
        variant.productKey !== productKey
          ? 'productid'
          : variant.color !== row.color
            ? headerOf('color')
            : variant.priceCents !== row.priceCents
              ? headerOf('price')
              : variant.discount !== row.discount
                ? headerOf('discount')
                : null;
      if (differs) {
        fail(row.line, ADMIN_MSG.csvVariantDiffers(row.code, differs, variant.firstLine));
        continue;
      }
    } else {
      variant = {
        code: row.code,
        productKey,
        id: found ? found.id : null,
        color: row.color,
        priceCents: row.priceCents,
        discount: row.discount,
        position: found ? found.position : product.nextPosition++,
        firstLine: row.line,
        create: !found,
        update: !!found && (found.colorId !== row.color || found.priceCents !== row.priceCents || found.discountPercent !== row.discount),
        stockType: row.product.stockType,
      };
      variants.set(row.code, variant);
      // A new box or unit variant always has its one stock row, even when the file leaves stock empty.
      if (!found && row.product.stockType !== 'SIZES' && row.quantity === null) {
        stock.push({ line: row.line, code: row.code, sizeId: null, quantity: 0, stockId: null });
      }
    }

    if (row.quantity !== null) {
      const current = found ? existing.stock.get(stockKey(found.id, row.sizeId)) : undefined;
      if (current && current.quantity === row.quantity) stockUnchanged++;
      else stock.push({ line: row.line, code: row.code, sizeId: row.sizeId, quantity: row.quantity, stockId: current ? current.id : null });
    }
  }
  return { products, variants, stock, stockUnchanged };
}
