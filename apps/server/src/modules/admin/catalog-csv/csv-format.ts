import { CSV_COLUMNS, CSV_HEADERS, CSV_MAX_ROWS, CSV_OPTIONAL_COLUMNS, type CsvColumnKey, type CsvRowError } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { AppError, badRequest } from '../../../lib/app-error.ts';
import { csvRecords } from '../../../lib/csv-records.ts';
import { unescapeCell } from '../../../lib/spreadsheet-cell.ts';

/** One data row of the file: its spreadsheet line (header = 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<CsvColumnKey, string>;
}

export interface ReadCsv {
  rows: CsvRow[];
  /** rows refused before their values are even read (more cells than the header has) */
  errors: CsvRowError[];
}

/** `;` when the header line has more of them than commas (outside quotes), `,` otherwise. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** 'Tipo stock', 'TIPO_STOCK' and 'tipo-stock' are the same header; so are 'categoría' and 'categoria'. */
const headerKey = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');

const BY_HEADER = new Map(CSV_COLUMNS.map((c) => [headerKey(c.header), c.key]));
const HEADER_OF = new Map<CsvColumnKey, string>(CSV_COLUMNS.map((c) => [c.key, c.header]));
/** A column's header as the file spells it, for the messages. */
export const headerOf = (key: CsvColumnKey) => HEADER_OF.get(key) ?? key;

/**
 * Reads the file into rows keyed by column, streaming (lib/csv-records.ts): the rows are kept, not the text, and
 * a cell repeated down the file (a brand, a product's description on each of its sizes, «si») is kept once.
 * Throws a 400 for what makes the whole file unusable (empty, unreadable, missing columns, more than
 * CSV_MAX_ROWS rows: the reading stops there); a row with too many cells is reported with its line.
 */
export async function readCsv(bytes: Buffer): Promise<ReadCsv> {
  const rows: CsvRow[] = [];
  const errors: CsvRowError[] = [];
  const kept = new Map<string, string>();
  const keep = (cell: string) => {
    const value = unescapeCell(cell.trim());
    const known = kept.get(value);
    if (known !== undefined) return known;
    // a long cell is a product's own (its description): kept as it comes, not looked up again
    if (value.length <= 2000) kept.set(value, value);
    return value;
  };
  let header: string[] | null = null;
  const position = new Map<CsvColumnKey, number>();
  let line = 0;
  try {
    for await (const record of csvRecords({
      input: bytes,
      options: { delimiter: detectSeparator, relax_column_count: true, skip_empty_lines: false },
    })) {
      line++;
      if (!header) {
        header = readHeader(record, position);
        continue;
      }
      if (record.every((cell) => !cell.trim())) continue;
      if (rows.length + errors.length >= CSV_MAX_ROWS) throw badRequest(ADMIN_MSG.csvTooManyRows(CSV_MAX_ROWS));
      if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim())) {
        errors.push({ line, msg: ADMIN_MSG.csvTooManyCells(record.length, header.length) });
        continue;
      }
      // an optional column the file leaves out reads as empty cells
      const cells = Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, ''])) as Record<CsvColumnKey, string>;
      for (const [key, at] of position) cells[key] = keep(record[at] ?? '');
      rows.push({ line, cells });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(ADMIN_MSG.csvUnreadable(Number((error as { lines?: number }).lines) || line || 1));
  }
  if (!header) throw badRequest(ADMIN_MSG.csvEmpty);
  if (!rows.length && !errors.length) throw badRequest(ADMIN_MSG.csvNoRows);
  return { rows, errors };
}

/** The header's columns by their position; a 400 for an empty header, a repeated column or missing ones. */
function readHeader(record: string[], position: Map<CsvColumnKey, number>): string[] {
  const header = record.map((h) => h.trim());
  if (!header.some(Boolean)) throw badRequest(ADMIN_MSG.csvEmpty);
  header.forEach((h, i) => {
    const key = BY_HEADER.get(headerKey(h));
    if (!key) return;
    if (position.has(key)) throw badRequest(ADMIN_MSG.csvDuplicateColumn(h));
    position.set(key, i);
  });
  const missing = CSV_COLUMNS.filter((c) => !position.has(c.key) && !CSV_OPTIONAL_COLUMNS.includes(c.key)).map((c) => c.header);
  if (missing.length) throw badRequest(ADMIN_MSG.csvMissingColumns(missing, CSV_HEADERS));
  return header;
}
