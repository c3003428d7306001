/** One row of the file on its own: each cell checked and read (names to ids, prices to cents), its errors reported. */
import {
  adminProductBody,
  adminVariantBody,
  CSV_COLUMNS,
  type CsvColumnKey,
  dollarsToCents,
  formatCents,
  LOOKUPS,
  MAX_PRICE_CENTS,
  MAX_STOCK_QUANTITY,
  MAX_UNITS_PER_BOX,
  normalizeVariantCode,
  optionalText,
  parseDiscount,
  STOCK_TYPES,
  type StockType,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { z } from 'zod';
import { type CsvRow, headerOf } from './csv-format.ts';
import { CSV_PRODUCT_LOOKUPS, type ProductLookupField, type RowProductValues } from './import-plan.ts';
import type { LookupField, LookupIndexes } from './lookup-names.ts';

/** A row whose cells all passed their own checks. */
export interface ParsedRow {
  line: number;
  productId: number | null;
  product: RowProductValues;
  /** null: the cell is empty (or the file has no such column) */
  unitsPerBox: number | null;
  code: string;
  color: number;
  priceCents: number;
  discount: number;
  sizeId: number | null;
  sizeName: string;
  quantity: number | null;
}

/** What a row is read against: the lookups, what the database holds, and the rows read before it. */
export interface RowContext {
  lookups: LookupIndexes;
  productExists: (id: number) => boolean;
  /** `code` is normalized */
  variantExists: (code: string) => boolean;
  /** code + size → the first line that had them */
  seen: Map<string, number>;
}

/**
 * The cells follow the back office's own rules (admin-products.ts), so the file and the product form accept
 * exactly the same values: the same schema fields for the name, description and variant code, and the same
 * parsers for the price (`dollarsToCents`) and the discount (`parseDiscount`).
 */
const NAME_RULE = adminProductBody.shape.name;
const DESCRIPTION_RULE = adminProductBody.shape.description;
const CODE_RULE = adminVariantBody.shape.code;
const UNITS_PER_BOX_RULE = adminProductBody.shape.unitsPerBox;
/** common.ts's text rule (what PostgreSQL can store: no NUL) for any cell; each column's own rule sets its length. */
const STORABLE_RULE = optionalText(Number.POSITIVE_INFINITY);
export const storable = (value: string) => STORABLE_RULE.safeParse(value).success;

const INT32 = 2_147_483_647;
const LOOKUP_WORDS = Object.fromEntries(Object.values(LOOKUPS).map((g) => [g.field, g.the])) as Record<LookupField, string>;

const TRUE_WORDS = new Set(['si', 'sí', 's', 'true', 'verdadero', '1', 'x', 'yes']);
const FALSE_WORDS = new Set(['no', 'n', 'false', 'falso', '0']);
const readFlag = (v: string): boolean | undefined => {
  const w = v.toLowerCase();
  return TRUE_WORDS.has(w) ? true : FALSE_WORDS.has(w) ? false : undefined;
};

/** A text cell checked with a schema field: the first problem as the file's message, or null when it passes. */
function textProblem(rule: z.ZodType, key: CsvColumnKey, value: string) {
  const issue = rule.safeParse(value).error?.issues[0];
  if (!issue) return null;
  if (issue.code === 'too_small') return ADMIN_MSG.csvRequired(headerOf(key));
  if (issue.code === 'too_big') return ADMIN_MSG.csvTooLong(headerOf(key), Number(issue.maximum));
  return ADMIN_MSG.csvNotStorable(headerOf(key));
}

const isStockType = (value: string): value is StockType => (STOCK_TYPES as readonly string[]).includes(value);

/** Checks every cell of the row, in column order; answers the row's values, or null when it had an error. */
export function readRow(
  { line, cells }: CsvRow,
  context: RowContext,
  report: (error: { line: number; msg: string }) => void,
): ParsedRow | null {
  let failed = false;
  const fail = (msg: string) => {
    failed = true;
    report({ line, msg });
  };
  // A cell the database cannot store is reported alone: its other checks would only repeat it.
  for (const { key } of CSV_COLUMNS) if (!storable(cells[key])) fail(ADMIN_MSG.csvNotStorable(headerOf(key)));
  if (failed) return null;
  const lookup = (key: LookupField, value: string): number => {
    if (!value) {
      fail(ADMIN_MSG.csvRequired(headerOf(key)));
      return 0;
    }
    const id = context.lookups[key].find(value);
    if (id === undefined) fail(ADMIN_MSG.csvUnknownLookup(LOOKUP_WORDS[key], value));
    return id ?? 0;
  };

  let productId: number | null = null;
  if (cells.productid) {
    if (!/^\d{1,10}$/.test(cells.productid) || Number(cells.productid) < 1 || Number(cells.productid) > INT32) {
      fail(ADMIN_MSG.csvBadProductId(cells.productid));
    } else {
      productId = Number(cells.productid);
      if (!context.productExists(productId)) fail(ADMIN_MSG.csvUnknownProduct(productId));
    }
  }
  for (const [key, rule] of [
    ['name', NAME_RULE],
    ['description', DESCRIPTION_RULE],
  ] as const) {
    const problem = textProblem(rule, key, cells[key]);
    if (problem) fail(problem);
  }
  const ids = Object.fromEntries(CSV_PRODUCT_LOOKUPS.map(({ key }) => [key, lookup(key, cells[key])])) as Record<
    ProductLookupField,
    number
  >;

  const stockType = cells.stockType.toUpperCase();
  if (!cells.stockType) fail(ADMIN_MSG.csvRequired(headerOf('stockType')));
  else if (!isStockType(stockType)) fail(ADMIN_MSG.csvBadStockType(cells.stockType));
  const flags = { preventa: false, active: true };
  for (const key of ['preventa', 'active'] as const) {
    const value = readFlag(cells[key]);
    if (!cells[key]) fail(ADMIN_MSG.csvRequired(headerOf(key)));
    else if (value === undefined) fail(ADMIN_MSG.csvBadFlag(headerOf(key), cells[key]));
    else flags[key] = value;
  }
  let unitsPerBox: number | null = null;
  if (cells.unitsPerBox) {
    // digits only, so that 1e1 or 0x0C are not read as a number; then the product form's own range
    const value = /^\d{1,10}$/.test(cells.unitsPerBox) ? UNITS_PER_BOX_RULE.safeParse(Number(cells.unitsPerBox)) : null;
    if (!value?.success) fail(ADMIN_MSG.csvBadUnitsPerBox(cells.unitsPerBox, MAX_UNITS_PER_BOX));
    else unitsPerBox = value.data ?? null;
  }

  const code = normalizeVariantCode(cells.code);
  if (!code) fail(ADMIN_MSG.csvRequired(headerOf('code')));
  // an existing code is kept as it is (older codes may predate the rule); a new one follows the form's rule
  else if (!context.variantExists(code) && !CODE_RULE.safeParse(cells.code).success) fail(ADMIN_MSG.csvBadCode(cells.code));
  const color = lookup('color', cells.color);

  const priceCents = dollarsToCents(cells.price);
  if (!cells.price) fail(ADMIN_MSG.csvRequired(headerOf('price')));
  else if (priceCents === null) {
    // only to say why: the amount itself is read by dollarsToCents alone
    const amount = Number(cells.price.replace(/^\$\s*/, '').replace(',', '.'));
    if (Number.isFinite(amount) && amount <= 0) fail(ADMIN_MSG.csvPricePositive);
    else if (Number.isFinite(amount) && amount * 100 > MAX_PRICE_CENTS)
      fail(ADMIN_MSG.csvPriceTooHigh(cells.price, formatCents(MAX_PRICE_CENTS)));
    else fail(ADMIN_MSG.csvBadPrice(cells.price));
  }

  const discount = parseDiscount(cells.discount);
  if (discount === null) fail(ADMIN_MSG.csvBadDiscount(cells.discount));

  let quantity: number | null = null;
  if (cells.stock) {
    if (!/^-?\d{1,10}$/.test(cells.stock) || Math.abs(Number(cells.stock)) > MAX_STOCK_QUANTITY) fail(ADMIN_MSG.csvBadStock(cells.stock));
    else if (Number(cells.stock) < 0) fail(ADMIN_MSG.csvNegativeStock);
    else quantity = Number(cells.stock);
  }

  let sizeId: number | null = null;
  if (isStockType(stockType)) {
    if (stockType === 'SIZES') {
      if (cells.size) sizeId = lookup('size', cells.size);
      else if (cells.stock) fail(ADMIN_MSG.csvSizeRequired);
    } else if (cells.size) {
      fail(ADMIN_MSG.csvSizeNotAllowed(stockType));
    }
  }

  if (code) {
    const key = `${code}\u0000${cells.size.toLocaleLowerCase('es')}`;
    const first = context.seen.get(key);
    if (first !== undefined) fail(ADMIN_MSG.csvDuplicateRow(code, cells.size, first));
    else context.seen.set(key, line);
  }
  if (failed || !isStockType(stockType) || priceCents === null || discount === null) return null;
  return {
    line,
    productId,
    product: { name: cells.name, description: cells.description, ...ids, stockType, ...flags },
    unitsPerBox,
    code,
    color,
    priceCents,
    discount,
    sizeId,
    sizeName: cells.size,
    quantity,
  };
}
