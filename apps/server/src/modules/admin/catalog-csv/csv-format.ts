import { CSV_COLUMNS, CSV_HEADERS, CSV_MAX_ROWS, CSV_OPTIONAL_COLUMNS, type CsvColumnKey, type CsvRowError } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from '../../../lib/app-error.ts';
import { escapeCell, unescapeCell } from '../../../lib/spreadsheet-cell.ts';

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

const BOM = '\uFEFF';

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252 (Excel's "CSV" in Spanish). */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
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
 * Reads the file into rows keyed by column. Throws a 400 for what makes the whole file unusable
 * (empty, unreadable, missing columns); a row with too many cells is reported with its line.
 */
export function readCsv(bytes: Buffer): ReadCsv {
  let text = decodeCsv(bytes);
  if (text.startsWith(BOM)) text = text.slice(1);
  if (!text.trim()) throw badRequest(ADMIN_MSG.csvEmpty);

  let records: string[][];
  try {
    records = parse(text, { delimiter: detectSeparator(text), relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1;
    throw badRequest(ADMIN_MSG.csvUnreadable(line));
  }
  const header = (records[0] ?? []).map((h) => h.trim());
  if (!header.some(Boolean)) throw badRequest(ADMIN_MSG.csvEmpty);

  const position = new Map<CsvColumnKey, number>();
  header.forEach((h, i) => {
    const key = BY_HEADER.get(headerKey(h));
    if (!key) return;
    if (position.has(key)) throw badRequest(ADMIN_MSG.csvDuplicateColumn(h));
    position.set(key, i);
  });
  const missing = CSV_COLUMNS.filter((c) => !position.has(c.key) && !CSV_OPTIONAL_COLUMNS.includes(c.key)).map((c) => c.header);
  if (missing.length) throw badRequest(ADMIN_MSG.csvMissingColumns(missing, CSV_HEADERS));

  const rows: CsvRow[] = [];
  const errors: CsvRowError[] = [];
  for (let i = 1; i < records.length; i++) {
    const record = records[i];
    if (record.every((cell) => !cell.trim())) continue;
    const line = i + 1;
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim())) {
      errors.push({ line, msg: ADMIN_MSG.csvTooManyCells(record.length, header.length) });
      continue;
    }
    // an optional column the file leaves out reads as empty cells
    const cells = Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, ''])) as Record<CsvColumnKey, string>;
    for (const [key, at] of position) cells[key] = unescapeCell((record[at] ?? '').trim());
    rows.push({ line, cells });
    if (rows.length + errors.length > CSV_MAX_ROWS) throw badRequest(ADMIN_MSG.csvTooManyRows(CSV_MAX_ROWS));
  }
  if (!rows.length && !errors.length) throw badRequest(ADMIN_MSG.csvNoRows);
  return { rows, errors };
}

/** The export: BOM, the header, then the rows; CRLF line ends, quotes only where a cell needs them. */
export function writeCsv(rows: Record<CsvColumnKey, string>[]): Buffer {
  const body = stringify(
    rows.map((r) => CSV_COLUMNS.map((c) => escapeCell(r[c.key]))),
    { header: true, columns: CSV_HEADERS, record_delimiter: 'windows', delimiter: ',' },
  );
  return Buffer.from(BOM + body, 'utf8');
}
