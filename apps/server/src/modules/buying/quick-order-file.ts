/**
 * A quick order uploaded as a spreadsheet: one .xlsx (its first sheet) or .csv file, within a size limit,
 * checked by its content (an .xlsx is a zip whose directory says it unpacks to a sane size; a .csv is text),
 * read into rows of cells.
 */
import { MSG, QUICK_ORDER_MAX_FILE_BYTES, QUICK_ORDER_MAX_LINES } from '@store/contracts';
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { fileKind } from '../../lib/file-kind.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { zipUncompressedSize } from '../../lib/zip-size.ts';

/** What an .xlsx may unpack to: a 500-line order is well under 1 MB of XML; a zip bomb is gigabytes. */
const MAX_XLSX_UNPACKED_BYTES = 20_000_000;
/** Rows read at most: enough for QUICK_ORDER_MAX_LINES with blank rows between, so that a longer file still hears «Máximo 500…». */
const MAX_ROWS = QUICK_ORDER_MAX_LINES * 4;

async function xlsxRows(data: Buffer): Promise<string[][]> {
  if (fileKind(data) !== 'zip') throw badRequest(MSG.quickOrderFileType);
  // Read before exceljs unpacks anything: it holds the whole workbook in memory before any row cap applies.
  const unpacked = zipUncompressedSize(data);
  if (unpacked === null) throw badRequest(MSG.quickOrderFileUnreadable);
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) throw badRequest(MSG.quickOrderFileTooBig);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer (an ArrayBuffer): a copy of the bytes is one
    await book.xlsx.load(Uint8Array.from(data).buffer);
  } catch {
    throw badRequest(MSG.quickOrderFileUnreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  const last = Math.min(sheet.rowCount, MAX_ROWS);
  for (let r = 1; r <= last; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, 10); c++) cells.push(row.getCell(c).text.trim());
    rows.push(cells);
  }
  return rows;
}

function csvRows(data: Buffer): string[][] {
  if (data.includes(0) || fileKind(data) === 'zip') throw badRequest(MSG.quickOrderFileType);
  // Spreadsheets save CSV in UTF-8 (with or without BOM) or in Windows-1252: a byte that is not UTF-8 means the latter.
  const utf8 = data.toString('utf8');
  const text = (utf8.includes('\uFFFD') ? data.toString('latin1') : utf8).replace(/^\uFEFF/, '');
  try {
    return parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: MAX_ROWS,
    }) as string[][];
  } catch {
    throw badRequest(MSG.quickOrderFileUnreadable);
  }
}

/** The uploaded file's rows; a missing file, another type or an unreadable one is a 400. */
export async function readQuickOrderFile(request: FastifyRequest): Promise<string[][]> {
  const { files } = await readMultipart(request, { fileSize: QUICK_ORDER_MAX_FILE_BYTES, files: 1, tooManyFiles: MSG.oneFileOnly });
  const [file] = files;
  if (!file) throw badRequest(MSG.quickOrderFileType);
  const name = file.filename.toLowerCase();
  if (name.endsWith('.xlsx')) return xlsxRows(file.data);
  if (name.endsWith('.csv') || name.endsWith('.txt')) return csvRows(file.data);
  throw badRequest(MSG.quickOrderFileType);
}
