/**
 * The quick order (decision 018): lines pasted from a notebook or a spreadsheet («CA-1042-NEG 24»,
 * «CA-2210-AZU 38 6») read the same way by the web (as the buyer types) and the server (the review, files),
 * the reasons a line is refused, and the review's answer.
 */
import { z } from 'zod';
import { COUNTING_UNITS, type CountingUnit, QUICK_ORDER_MAX_LINES, STOCK_TYPES, type StockType } from './constants.ts';
import { MSG } from './messages.ts';
import { countOf } from './selling-unit.ts';

/** The largest quick-order file accepted (.csv or .xlsx): 500 lines take a few kilobytes. */
export const QUICK_ORDER_MAX_FILE_BYTES = 2_000_000;

/**
 * A variant code as the header's search and the quick order match it: without regard to case, accents, spaces
 * or dashes («ca 1042neg», «CA-1042-NEG» and «ca1042 neg» are one code).
 */
export const codeKey = (code: string): string =>
  code
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, '')
    .toLowerCase();

/** A code as the buyer typed it, its cells joined by one space: what an error line repeats («"abc 12"»). */
const typedCode = (tokens: string[]) => tokens.join(' ');

/** Why a line cannot go into the cart, with what its sentence needs. */
export type LineReason =
  | { reason: 'codeUnknown'; params: { code: string } }
  | { reason: 'variantUnknown' | 'offSale' | 'sizeRequired' | 'noSizes' | 'halfBoxes' | 'quantity' | 'missingQuantity' }
  | { reason: 'sizeUnknown'; params: { size: string } }
  | {
      reason: 'stock';
      /** `counted`: what the stock counts (boxes for BOXES, else the category's pairs or units) */
      params: { available: number; inCart: number; counted: 'BOX' | CountingUnit };
    };
export const LINE_REASONS = [
  'codeUnknown',
  'variantUnknown',
  'offSale',
  'sizeRequired',
  'noSizes',
  'halfBoxes',
  'quantity',
  'missingQuantity',
  'sizeUnknown',
  'stock',
] as const;

/** «2 cajas», «1 caja», «6 pares», «3 unidades». */
export function amountText(counted: 'BOX' | CountingUnit, quantity: number): string {
  if (counted === 'BOX') return `${quantity} ${quantity === 1 ? 'caja' : 'cajas'}`;
  return countOf(counted, quantity);
}

/** What a stock type's quantities count. */
export const countedIn = (stockType: StockType, unit: CountingUnit): 'BOX' | CountingUnit => (stockType === 'BOXES' ? 'BOX' : unit);

/** A reason in Spanish, lower case: it follows «Línea N: ». */
export function reasonText(r: LineReason): string {
  switch (r.reason) {
    case 'codeUnknown':
      return MSG.lineCodeUnknown(r.params.code);
    case 'sizeUnknown':
      return MSG.lineSizeUnknown(r.params.size || undefined);
    case 'stock': {
      const { available, inCart, counted } = r.params;
      const what = amountText(counted, available);
      return inCart > 0 ? MSG.lineStockInCart(available, what, amountText(counted, inCart)) : MSG.lineStock(available, what);
    }
    case 'variantUnknown':
      return MSG.lineVariantUnknown;
    case 'offSale':
      return MSG.lineOffSale;
    case 'sizeRequired':
      return MSG.lineSizeRequired;
    case 'noSizes':
      return MSG.lineNoSizes;
    case 'halfBoxes':
      return MSG.lineHalfBoxes;
    case 'quantity':
      return MSG.lineQuantity;
    case 'missingQuantity':
      return MSG.lineMissingQuantity;
  }
}

/** One line as the buyer wrote it: its line number (1-based, blank lines counted), code, size and quantity. */
export interface QuickOrderLine {
  lineNo: number;
  code: string;
  size: string | null;
  quantity: number;
}
export type ParsedQuickLine = { ok: true; line: QuickOrderLine } | { ok: false; lineNo: number; code: string; problem: LineReason };

const SEPARATORS = /[\s,;]+/;
/** A size is one or two digits, a half size too («38», «6», «37.5»): anything longer belongs to the code. */
const SIZE = /^\d{1,2}(\.5)?$/;
const QUANTITY = /^\d+$/;
/** The header a spreadsheet may start with: «codigo,talla,cantidad», in any case, with or without accent. */
const HEADER = /^(c[oó]digo|code|codigos|c[oó]digos)$/i;

/**
 * Reads one row's cells (a pasted line split at spaces, tabs, commas and semicolons, or a file's row).
 * The last cell is the quantity; the one before it is the size when it looks like one and a code stands
 * before it; everything earlier is the code, as typed (matched by `codeKey`). Null for a blank row.
 */
export function parseQuickCells(lineNo: number, cells: string[]): ParsedQuickLine | null {
  const tokens = cells.flatMap((c) => c.split(SEPARATORS)).filter((t) => t !== '');
  if (tokens.length === 0) return null;
  if (tokens.length === 1) return { ok: false, lineNo, code: typedCode(tokens), problem: { reason: 'missingQuantity' } };
  const quantityText = tokens[tokens.length - 1];
  let rest = tokens.slice(0, -1);
  let size: string | null = null;
  if (rest.length >= 2 && SIZE.test(rest[rest.length - 1])) {
    size = rest[rest.length - 1];
    rest = rest.slice(0, -1);
  }
  const code = typedCode(rest);
  const quantity = Number(quantityText);
  if (!QUANTITY.test(quantityText) || quantity < 1 || quantity > 100_000) {
    return { ok: false, lineNo, code, problem: { reason: 'quantity' } };
  }
  return { ok: true, line: { lineNo, code, size, quantity } };
}

export interface ParsedQuickOrder {
  lines: ParsedQuickLine[];
  /** more than QUICK_ORDER_MAX_LINES lines with something on them */
  tooMany: boolean;
}

/** Rows of cells (a file) or of text: blank rows and a first header row skipped, line numbers kept. */
export function parseQuickRows(rows: string[][]): ParsedQuickOrder {
  const lines: ParsedQuickLine[] = [];
  let first = true;
  for (const [i, cells] of rows.entries()) {
    const parsed = parseQuickCells(i + 1, cells);
    if (!parsed) continue;
    const isHeader = first && HEADER.test(cells.flatMap((c) => c.split(SEPARATORS)).find((t) => t !== '') ?? '');
    first = false;
    if (isHeader) continue;
    lines.push(parsed);
  }
  return { lines, tooMany: lines.length > QUICK_ORDER_MAX_LINES };
}

/** The pasted text: one line per row. */
export const parseQuickOrder = (text: string): ParsedQuickOrder => parseQuickRows(text.split(/\r\n|\r|\n/).map((l) => [l]));

/** What the buyer sends to be reviewed: the text as pasted (or a file's rows, written as such text). */
export const quickOrderReviewBody = z.object({
  text: z
    .string({ error: MSG.quickOrderEmpty })
    .max(200_000, { error: MSG.quickOrderTextTooLong })
    // PostgreSQL refuses the NUL character: a code holding one would fail the lookup instead of naming its line.
    .refine((t) => !t.includes('\0'), { error: MSG.quickOrderTextUnreadable }),
});

const problem = z.object({
  reason: z.enum(LINE_REASONS),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** «Línea 3: el código CA-99 no existe» */
  msg: z.string(),
});

/** One reviewed line: what it resolves to and its price today, or why it cannot go into the cart. */
export const quickOrderReviewLine = z.object({
  line: z.number().int(),
  code: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int().nullable(),
  item: z
    .object({
      prodvarid: z.number().int(),
      sizeid: z.number().int().nullable(),
      productid: z.number().int(),
      product_name: z.string(),
      brand_name: z.string(),
      color: z.object({ name: z.string(), hexcode: z.string() }),
      stocktype: z.enum(STOCK_TYPES),
      unit: z.enum(COUNTING_UNITS),
      units_per_box: z.number().int(),
      /** per pair (or unit), VAT and the variant's discount included */
      unit_price: z.number(),
      /** the line's total, VAT included */
      subtotal: z.number(),
      image: z.string(),
    })
    .nullable(),
  error: problem.nullable(),
});
export type QuickOrderReviewLine = z.infer<typeof quickOrderReviewLine>;

export const quickOrderReviewResponse = z.object({
  ok: z.literal(true),
  lines: z.array(quickOrderReviewLine),
  /** the valid lines' total, VAT included */
  total: z.number(),
  /** a file's rows as text, one per line (the same line numbers), so the buyer can correct them in the box */
  text: z.string().optional(),
});
export type QuickOrderReview = z.infer<typeof quickOrderReviewResponse>;
