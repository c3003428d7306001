/**
 * The orders the back office's filters find, for the accountant (issue 15): one row per order line with the
 * order's day, state and buyer, and the line's VAT breakdown, as CSV or Excel. An order's code discount, base and
 * VAT are shared out over its lines so that its rows add up to the order to the cent.
 */
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
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
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
const MONEY = new Set([15, 17, 19, 20, 21, 22]);

type Cell = string | number | null;

/** The rows of the export, order by order, line by line (a 400 past ORDER_EXPORT_MAX_LINES). */
export async function exportRows(db: Db, q: AdminOrdersQuery, timeZone: string): Promise<Cell[][]> {
  const where = and(...baseFilters(q, timeZone), ...(q.status ? [eq(sales.status, q.status)] : []));
  const [{ n }] = await db.select({ n: count() }).from(saleDetails).innerJoin(sales, eq(sales.id, saleDetails.saleId)).where(where);
  if (n > ORDER_EXPORT_MAX_LINES) throw badRequest(ADMIN_MSG.orderExportTooBig(n, ORDER_EXPORT_MAX_LINES));
  const found = await db
    .select({ order: sales, line: saleDetails })
    .from(saleDetails)
    .innerJoin(sales, eq(sales.id, saleDetails.saleId))
    .where(where)
    .orderBy(asc(sales.id), asc(saleDetails.id));
  const rows: Cell[][] = [];
  for (let start = 0; start < found.length; ) {
    const { order } = found[start];
    let end = start;
    while (end < found.length && found[end].order.id === order.id) end++;
    const lines = found.slice(start, end).map((f) => f.line);
    const totals = lines.map((l) => l.lineTotalCents);
    const codeShares = shareOut(totals, order.discountCents);
    const nets = totals.map((t, i) => t - codeShares[i]);
    // The order's own base shared out, so that its lines add up to it and to its VAT.
    const bases = shareOut(nets, order.subtotalCents);
    lines.forEach((l, i) => {
      rows.push([
        order.id,
        storeDayOf(order.saleDate, timeZone),
        SALE_STATUS_LABELS[order.status],
        PAYMENT_STATUS_LABELS[order.paymentStatus],
        order.companyName,
        order.ci,
        order.province,
        order.city,
        l.code,
        l.productName,
        l.brandName,
        l.colorName,
        l.sizeName,
        l.quantity,
        l.quantity * l.unitsPerQuantity,
        toDollars(l.priceCents),
        l.discountValue,
        toDollars(l.lineTotalCents),
        order.discountCode,
        toDollars(codeShares[i]),
        toDollars(nets[i]),
        toDollars(bases[i]),
        toDollars(nets[i] - bases[i]),
      ]);
    });
    start = end;
  }
  return rows;
}

/** UTF-8 with its mark (Excel reads the accents), commas, a dot for decimals; text that looks like a formula quoted. */
function csvOf(rows: Cell[][]): Buffer {
  const body = stringify(
    rows.map((r) => r.map((c, i) => (c === null ? '' : typeof c === 'string' ? escapeCell(c) : MONEY.has(i) ? c.toFixed(2) : String(c)))),
    { header: true, columns: [...HEADERS] },
  );
  return Buffer.from(`\uFEFF${body}`);
}

async function xlsxOf(rows: Cell[][], title: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = STORE_PROFILE.name;
  const sheet = book.addWorksheet('Órdenes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADERS.map((header, i) => ({
    header,
    width: Math.max(10, Math.min(40, header.length + 2)),
    style: MONEY.has(i) ? { numFmt: '"$"#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + rows.length, column: HEADERS.length } };
  book.title = title;
  return Buffer.from(await book.xlsx.writeBuffer());
}

const TYPES: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `ordenes-2026-11-01-a-2026-11-28.csv`, or with today's day when the range is open. */
export async function ordersExportFile(db: Db, q: AdminOrdersQuery, format: OrderExportFormat, timeZone: string) {
  const rows = await exportRows(db, q, timeZone);
  const today = storeDayOf(new Date(), timeZone);
  const name = `ordenes-${q.from ?? 'inicio'}-a-${q.to ?? today}`;
  const data = format === 'csv' ? csvOf(rows) : await xlsxOf(rows, name);
  return { data, mime: TYPES[format], filename: `${name}.${format}` };
}
