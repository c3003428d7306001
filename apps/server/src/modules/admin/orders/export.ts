/**
 * The orders the back office's filters find, for the accountant (decision 030): one row per order line with the
 * order's day, state and buyer, and the line's VAT breakdown, as CSV or Excel. An order's code discount, base and
 * VAT are shared out over its lines so that its rows add up to the order to the cent.
 */

import { PassThrough, pipeline, Readable } from 'node:stream';
import {
  ADMIN_MSG,
  type AdminOrdersQuery,
  ORDER_EXPORT_MAX_LINES,
  type OrderExportFormat,
  PAYMENT_STATUS_LABELS,
  SALE_STATUS_LABELS,
  STORE_PROFILE,
  storeDayOf,
  toDollars,
} from '@store/contracts';
import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { saleDetails, sales } from '../../../db/schema.ts';
import { badRequest } from '../../../lib/app-error.ts';
import { escapeCell } from '../../../lib/spreadsheet-cell.ts';
import { baseFilters } from './service.ts';

/**
 * `amount` shared out over `weights` in whole cents, in proportion, adding up to it exactly: each gets the
 * floor of its share, and the cents left go to the largest remainders (the first of equal ones).
 */
export function shareOut(weights: number[], amount: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    shares[i]++;
  }
  return shares;
}

const HEADERS = [
  'Orden',
  'Fecha',
  'Estado',
  'Pago',
  'Distribuidor',
  'RUC / Cédula',
  'Provincia',
  'Ciudad',
  'Sucursal',
  'Código',
  'Producto',
  'Marca',
  'Color',
  'Talla',
  'Cantidad',
  'Pares / unidades',
  'Precio unitario (IVA incl.)',
  'Desc. %',
  'Total línea (IVA incl.)',
  'Código de descuento',
  'Desc. código',
  'Total (IVA incl.)',
  'Base imponible',
  'IVA 15 %',
] as const;
/** the columns holding dollars (from 0): shown with two decimals */
const MONEY = new Set([16, 18, 20, 21, 22, 23]);

type Cell = string | number | null;

type Order = typeof sales.$inferSelect;
type Line = typeof saleDetails.$inferSelect;
/** Orders per page: their lines are read in one query, written, and dropped before the next page is read. */
const PAGE_ORDERS = 200;

/** One order's rows, line by line: its code discount, base and VAT shared out over its lines. */
function orderRows(order: Order, lines: Line[], timeZone: string): Cell[][] {
  const totals = lines.map((l) => l.lineTotalCents);
  const codeShares = shareOut(totals, order.discountCents);
  const nets = totals.map((t, i) => t - codeShares[i]);
  // The order's own base shared out, so that its lines add up to it and to its VAT.
  const bases = shareOut(nets, order.subtotalCents);
  return lines.map((l, i) => [
    order.id,
    storeDayOf(order.saleDate, timeZone),
    SALE_STATUS_LABELS[order.status],
    PAYMENT_STATUS_LABELS[order.paymentStatus],
    order.companyName,
    order.ci,
    order.province,
    order.city,
    order.branchName,
    l.code,
    l.productName,
    l.brandName,
    l.colorName,
    l.sizeName,
    l.quantity,
    l.quantity * l.unitsPerQuantity,
    toDollars(l.priceCents),
    l.discountPercent,
    toDollars(l.lineTotalCents),
    order.discountCode,
    toDollars(codeShares[i]),
    toDollars(nets[i]),
    toDollars(bases[i]),
    toDollars(nets[i] - bases[i]),
  ]);
}

/** The rows of the export, order by order, line by line, read a page of orders at a time (by id). */
async function* exportRows(db: Db, where: SQL | undefined, timeZone: string): AsyncGenerator<Cell[]> {
  let after = 0;
  for (;;) {
    const page = await db
      .selectDistinct({ id: sales.id })
      .from(saleDetails)
      .innerJoin(sales, eq(sales.id, saleDetails.saleId))
      .where(and(where, gt(sales.id, after)))
      .orderBy(asc(sales.id))
      .limit(PAGE_ORDERS);
    if (!page.length) return;
    after = page[page.length - 1].id;
    const found = await db
      .select({ order: sales, line: saleDetails })
      .from(saleDetails)
      .innerJoin(sales, eq(sales.id, saleDetails.saleId))
      .where(
        inArray(
          sales.id,
          page.map((p) => p.id),
        ),
      )
      .orderBy(asc(sales.id), asc(saleDetails.id));
    for (let start = 0; start < found.length; ) {
      const { order } = found[start];
      let end = start;
      while (end < found.length && found[end].order.id === order.id) end++;
      yield* orderRows(
        order,
        found.slice(start, end).map((f) => f.line),
        timeZone,
      );
      start = end;
    }
  }
}

/** UTF-8 with its mark (Excel reads the accents), commas, a dot for decimals; text that looks like a formula quoted. */
async function csvOf(rows: AsyncIterable<Cell[]>): Promise<Readable> {
  // Loaded with the first export: a start does not pay for it.
  const { stringify } = await import('csv-stringify');
  const text = (c: Cell, i: number) => (c === null ? '' : typeof c === 'string' ? escapeCell(c) : MONEY.has(i) ? c.toFixed(2) : String(c));
  async function* cells() {
    for await (const r of rows) yield r.map(text);
  }
  return pipeline(Readable.from(cells()), stringify({ bom: true, header: true, columns: [...HEADERS] }), () => {});
}

/** exceljs's streaming writer: each row is committed (written out as XML into the zip) as soon as it is added. */
async function xlsxOf(rows: AsyncIterable<Cell[]>, count: number): Promise<Readable> {
  // loaded on first use, not at start (build.mjs)
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = STORE_PROFILE.name;
  const sheet = book.addWorksheet('Órdenes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADERS.map((header, i) => ({
    header,
    width: Math.max(10, Math.min(40, header.length + 2)),
    style: MONEY.has(i) ? { numFmt: '"$"#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + count, column: HEADERS.length } };
  (async () => {
    for await (const r of rows) sheet.addRow(r).commit();
    sheet.commit();
    await book.commit();
  })().catch((err) => out.destroy(err));
  return out;
}

const TYPES: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `ordenes-2026-11-01-a-2026-11-28.csv`, or with today's day when the range is open. */
export async function ordersExportFile(db: Db, q: AdminOrdersQuery, format: OrderExportFormat, timeZone: string) {
  const where = and(...baseFilters(q, timeZone), ...(q.status ? [eq(sales.status, q.status)] : []));
  const [{ n }] = await db.select({ n: count() }).from(saleDetails).innerJoin(sales, eq(sales.id, saleDetails.saleId)).where(where);
  if (n > ORDER_EXPORT_MAX_LINES) throw badRequest(ADMIN_MSG.orderExportTooBig(n, ORDER_EXPORT_MAX_LINES));
  const rows = exportRows(db, where, timeZone);
  const today = storeDayOf(new Date(), timeZone);
  const name = `ordenes-${q.from ?? 'inicio'}-a-${q.to ?? today}`;
  // streamed (decision 031): the file is written while its pages of orders are read
  const data = format === 'csv' ? await csvOf(rows) : await xlsxOf(rows, n);
  return { data, mime: TYPES[format], filename: `${name}.${format}` };
}
