/**
 * A quick order uploaded as a spreadsheet: one .xlsx (its first sheet) or .csv file, within a size limit,
 * checked by its content (an .xlsx is a zip whose directory says it unpacks to a sane size; a .csv is text),
 * read into rows of cells as a stream, up to QUICK_ORDER_MAX_ROWS rows (decision 031).
 */

import { Readable } from 'node:stream';
import { MSG, QUICK_ORDER_MAX_FILE_BYTES, QUICK_ORDER_MAX_LINES } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { csvRecords } from '../../lib/csv-records.ts';
import { fileKind } from '../../lib/file-kind.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { yieldOften } from '../../lib/yield-often.ts';
import { reorderZip, zipUncompressedSize } from '../../lib/zip-size.ts';

/** What an .xlsx may unpack to: a 500-line order is well under 1 MB of XML; a zip bomb is gigabytes. */
const MAX_XLSX_UNPACKED_BYTES = 20_000_000;
/**
 * Rows read at most, blank ones included: enough for QUICK_ORDER_MAX_LINES with blank rows between. The reading
 * stops at the next one with a 400 that says so: a sheet of 400,000 near-empty rows is never read whole.
 */
export const QUICK_ORDER_MAX_ROWS = QUICK_ORDER_MAX_LINES * 4;
/** Cells read per row: code, size, quantity and a few notes. */
const MAX_CELLS = 10;

const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** What the reader needs before a sheet: the rest follows in its own order. */
const XLSX_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', SHARED_STRINGS, 'xl/styles.xml'];

const xlsxRank = (name: string) => (XLSX_FIRST.includes(name) ? XLSX_FIRST.indexOf(name) : XLSX_FIRST.length);

const tooManyRows = () => badRequest(MSG.quickOrderFileTooManyRows(QUICK_ORDER_MAX_ROWS));

/** The first sheet's rows, streamed by exceljs's WorkbookReader: one row at a time, never the whole sheet. */
async function xlsxRows(data: Buffer): Promise<string[][]> {
  if (fileKind(data) !== 'zip') throw badRequest(MSG.quickOrderFileType);
  // Read before anything is unpacked: the directory's sizes bound what the reader may unpack (shared strings, a sheet).
  const unpacked = zipUncompressedSize(data);
  if (unpacked === null) throw badRequest(MSG.quickOrderFileUnreadable);
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) throw badRequest(MSG.quickOrderFileTooBig(MAX_XLSX_UNPACKED_BYTES));
  // exceljs's reader copies a sheet met before the shared strings to a temporary file (Excel writes them in
  // that order): with the strings, the book and its links first, the sheet is read as it is unpacked.
  const ordered = reorderZip(data, xlsxRank, { name: SHARED_STRINGS, content: '<sst/>' });
  if (!ordered) throw badRequest(MSG.quickOrderFileUnreadable);
  // loaded on first use, not at start (build.mjs): most stores never see a spreadsheet
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([ordered]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  const pause = yieldOften();
  try {
    for await (const sheet of book) {
      let read = 0;
      for await (const row of sheet) {
        // a row without its number (r) follows the one before it
        const number = Number.isInteger(row.number) && row.number > rows.length ? row.number : rows.length + 1;
        if (++read > QUICK_ORDER_MAX_ROWS || number > QUICK_ORDER_MAX_ROWS) throw tooManyRows();
        // rows the sheet leaves out are blank lines, so that line numbers match the sheet's
        while (rows.length < number - 1) rows.push([]);
        const cells: string[] = [];
        for (let c = 1; c <= Math.min(row.cellCount, MAX_CELLS); c++) cells.push(row.getCell(c).text.trim());
        rows.push(cells);
        await pause();
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(MSG.quickOrderFileUnreadable);
  }
  return rows;
}

async function csvRows(data: Buffer): Promise<string[][]> {
  if (data.includes(0) || fileKind(data) === 'zip') throw badRequest(MSG.quickOrderFileType);
  const rows: string[][] = [];
  try {
    for await (const record of csvRecords({
      input: data,
      options: { delimiter: [',', ';', '\t'], relax_column_count: true, relax_quotes: true, skip_empty_lines: false },
    })) {
      if (rows.length >= QUICK_ORDER_MAX_ROWS) throw tooManyRows();
      rows.push(record.slice(0, MAX_CELLS));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(MSG.quickOrderFileUnreadable);
  }
  return rows;
}

/** The uploaded file's rows; a missing file, another type or an unreadable one is a 400. */
export async function readQuickOrderFile(request: FastifyRequest): Promise<string[][]> {
  const { files } = await readMultipart(request, {
    fileSize: QUICK_ORDER_MAX_FILE_BYTES,
    files: 1,
    tooManyFiles: MSG.oneFileOnly,
    tooBig: (name) => MSG.quickOrderFileTooLarge(name, QUICK_ORDER_MAX_FILE_BYTES),
  });
  const [file] = files;
  if (!file) throw badRequest(MSG.quickOrderFileType);
  const name = file.filename.toLowerCase();
  if (name.endsWith('.xlsx')) return xlsxRows(file.data);
  if (name.endsWith('.csv') || name.endsWith('.txt')) return csvRows(file.data);
  throw badRequest(MSG.quickOrderFileType);
}
