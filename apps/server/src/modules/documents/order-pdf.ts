/**
 * An order's «Nota de pedido» as a PDF: the store and the buyer (as the order was placed), the order's number,
 * date and status, its lines, the VAT breakdown, the discount code and the store's bank accounts. The
 * distributor downloads it, the back office too, and it is attached to the e-mail of a new order.
 */

import {
  BANK_ACCOUNT_TYPE_LABELS,
  boxCents,
  formatCents,
  MSG,
  quantityText,
  SALE_STATUS_LABELS,
  STORE_PROFILE,
  unitWord,
  VAT_RATE,
} from '@store/contracts';
import { deliveryLines } from '@store/contracts/delivery';
import { formatSizeRun, type SizeRun } from '@store/contracts/size-run';
import { formatStoreDate } from '@store/contracts/store-time';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderReader, ownOrders } from '../../db/order-owner.ts';
import { products, saleDetails, sales } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { deliveryOf } from '../company/index.ts';
import { activeBankAccounts, type BankAccount } from '../payments/index.ts';
import { CONTENT_BOTTOM, CONTENT_WIDTH, type Column, FONT, INK, letterhead, newPdf, PAGE, type Pdf, pdfText, table } from './pdf-layout.ts';

type OrderRow = typeof sales.$inferSelect;
/** An order's line, with what one box of its product holds when the line counts boxes (read beside the order). */
export type LineRow = Pick<
  typeof saleDetails.$inferSelect,
  | 'productId'
  | 'productName'
  | 'code'
  | 'colorName'
  | 'sizeName'
  | 'preventa'
  | 'priceCents'
  | 'unit'
  | 'stockType'
  | 'unitsPerQuantity'
  | 'discountPercent'
  | 'lineTotalCents'
  | 'quantity'
> & { boxSizeRun?: SizeRun | null };

/** The lines' box size runs, from their products as they are now (the run describes the box, not the sale). */
export async function withBoxRuns<L extends LineRow>(db: Db, lines: L[]): Promise<L[]> {
  const ids = [...new Set(lines.filter((l) => l.stockType === 'BOXES').map((l) => l.productId))];
  if (!ids.length) return lines;
  const runs = await db.select({ id: products.id, run: products.boxSizeRun }).from(products).where(inArray(products.id, ids));
  return lines.map((l) => ({ ...l, boxSizeRun: l.stockType === 'BOXES' ? (runs.find((r) => r.id === l.productId)?.run ?? null) : null }));
}

/** `nota-de-pedido-42.pdf` */
export const orderNoteFilename = (orderId: number) => `nota-de-pedido-${orderId}.pdf`;

export const LINE_COLUMNS: Column[] = [
  { header: 'Código', width: 78 },
  { header: 'Producto', width: 150 },
  { header: 'Cantidad', width: 82 },
  { header: 'Precio unit.', width: 82, align: 'right' },
  { header: 'Desc.', width: 45, align: 'right' },
  { header: 'Subtotal', width: CONTENT_WIDTH - 78 - 150 - 82 - 82 - 45, align: 'right' },
];

export function lineRow(l: LineRow) {
  const detail = [
    l.colorName,
    l.sizeName ? `Talla ${l.sizeName}` : null,
    l.boxSizeRun ? `Caja ${formatSizeRun(l.boxSizeRun)}` : null,
    l.preventa ? 'PREVENTA' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const unitPrice = [`${formatCents(l.priceCents)} c/${unitWord(l.unit, 1)}`];
  // A box line quotes the box too, before the line's discount, as the e-mails do.
  if (l.stockType === 'BOXES') unitPrice.push(`${formatCents(boxCents(l.priceCents, 0, l.unitsPerQuantity))} c/caja`);
  return [
    l.code,
    { lines: [l.productName, detail], strong: true },
    quantityText(l),
    { lines: unitPrice },
    l.discountPercent ? `${l.discountPercent}%` : '—',
    formatCents(l.lineTotalCents),
  ];
}

/** A titled block: a small coloured heading, then its lines. Answers where it ends. */
export function block(doc: Pdf, x: number, y: number, width: number, title: string, lines: string[], strongFirst = false): number {
  doc.font(FONT.bold).fontSize(8).fillColor(INK.brand).text(pdfText(title.toUpperCase()), x, y, { width, characterSpacing: 0.5 });
  lines.forEach((line, i) => {
    doc
      .font(strongFirst && i === 0 ? FONT.bold : FONT.regular)
      .fontSize(strongFirst && i === 0 ? 10 : 9)
      .fillColor(INK.text)
      .text(pdfText(line), x, doc.y + 2, { width });
  });
  return doc.y;
}

/** Moves to a new page when `height` more would not fit above the footer. */
function room(doc: Pdf, y: number, height: number): number {
  if (y + height <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return PAGE.margin;
}

/** The figures a note's totals show (an order's row has them; a quote adds its own up). */
export type NoteTotals = Pick<
  OrderRow,
  'grossCents' | 'discountCents' | 'discountCode' | 'codePercent' | 'subtotalCents' | 'vatCents' | 'totalCents'
>;

export function totals(doc: Pdf, y: number, order: NoteTotals): number {
  const rows: [string, string][] = [['Total productos', formatCents(order.grossCents)]];
  if (order.discountCents)
    rows.push([`Descuento ${order.discountCode ?? ''} (${order.codePercent}%)`, `-${formatCents(order.discountCents)}`]);
  rows.push(
    ['Base imponible (sin IVA)', formatCents(order.subtotalCents)],
    [`IVA ${Math.round(VAT_RATE * 100)}%`, formatCents(order.vatCents)],
  );
  const width = 230;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  let top = room(doc, y + 10, rows.length * 14 + 30);
  doc.font(FONT.regular).fontSize(9).fillColor(INK.muted);
  for (const [label, amount] of rows) {
    doc.text(pdfText(label), x, top, { width: width - 90 }).text(amount, x + width - 90, top, { width: 90, align: 'right' });
    top += 14;
  }
  doc
    .moveTo(x, top + 2)
    .lineTo(x + width, top + 2)
    .lineWidth(1)
    .strokeColor(INK.brand)
    .stroke();
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(INK.text)
    .text('TOTAL', x, top + 8, { width: width - 110 })
    .text(formatCents(order.totalCents), x + width - 110, top + 8, { width: 110, align: 'right' });
  return top + 26;
}

function payment(doc: Pdf, y: number, order: OrderRow, accounts: BankAccount[]): number {
  const code = order.discountCode
    ? `Código de descuento aplicado: ${order.discountCode} (${order.codePercent}%)`
    : 'Sin código de descuento';
  let top = room(doc, y + 6, 40);
  doc.font(FONT.regular).fontSize(9).fillColor(INK.muted).text(pdfText(code), PAGE.margin, top, { width: CONTENT_WIDTH });
  top = room(doc, doc.y + 14, 30 + accounts.length * 28);
  const lines = accounts.length
    ? accounts.map(
        (a) => `${a.bank} · Cuenta ${BANK_ACCOUNT_TYPE_LABELS[a.accountType].toLowerCase()} Nº ${a.number} · ${a.holder} · RUC ${a.ruc}`,
      )
    : [`Consulte nuestras cuentas bancarias al ${STORE_PROFILE.phone} o en ${STORE_PROFILE.email}.`];
  top = block(doc, PAGE.margin, top, CONTENT_WIDTH, 'Pago por transferencia bancaria', lines);
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(INK.muted)
    .text(
      pdfText(`Indique la orden #${order.id} en la transferencia y envíenos el comprobante desde «Mis órdenes».`),
      PAGE.margin,
      top + 4,
      { width: CONTENT_WIDTH },
    );
  return doc.y;
}

/** The PDF of an order from its row, its lines and the bank accounts to pay into. */
export async function renderOrderNote(order: OrderRow, lines: LineRow[], accounts: BankAccount[], timeZone: string): Promise<Buffer> {
  const { doc, end } = await newPdf({
    title: `Nota de pedido #${order.id}`,
    subject: `Orden #${order.id} de ${order.companyName}`,
    footer: `${STORE_PROFILE.name} · Nota de pedido #${order.id} · Precios con IVA incluido · Este documento no es una factura.`,
    numbered: 'of-total',
  });
  let y = letterhead(doc, 'Nota de pedido', [
    `Orden #${order.id}`,
    `Fecha: ${formatStoreDate(order.saleDate, { timeZone, withTime: true })}`,
    `Estado: ${SALE_STATUS_LABELS[order.status]}`,
  ]);
  const half = CONTENT_WIDTH / 2 - 10;
  const buyerEnd = block(
    doc,
    PAGE.margin,
    y,
    half,
    'Distribuidor',
    [order.companyName, `RUC/cédula: ${order.ci}`, `${order.contactName} ${order.contactLastname}`, `${order.phone} · ${order.email}`],
    true,
  );
  const addressEnd = block(doc, PAGE.margin + half + 20, y, half, 'Dirección de entrega', deliveryLines(deliveryOf(order)));
  y = Math.max(buyerEnd, addressEnd) + 16;
  y = table(doc, y, LINE_COLUMNS, lines.map(lineRow), { wrap: true });
  y = totals(doc, y, order);
  payment(doc, y + 10, order, accounts);
  return end();
}

/** An order's note with the store's active bank accounts. */
export async function orderNotePdf(db: Db, order: OrderRow, lines: LineRow[], timeZone: string): Promise<Buffer> {
  return renderOrderNote(order, await withBoxRuns(db, lines), await activeBankAccounts(db), timeZone);
}

/**
 * The note of order `orderId`, read from the database. With `reader`, only one of their own orders (ownOrders):
 * another's is the same 404 as one that does not exist. Without it (the back office), any order.
 */
export async function orderNoteFile(db: Db, orderId: number, reader: OrderReader | null, timeZone: string) {
  const [order] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, orderId), reader === null ? undefined : ownOrders(reader)));
  if (!order) throw notFound(MSG.saleNotFound);
  const [lines, accounts] = await Promise.all([
    db.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(asc(saleDetails.id)),
    activeBankAccounts(db),
  ]);
  const data = await renderOrderNote(order, await withBoxRuns(db, lines), accounts, timeZone);
  return { filename: orderNoteFilename(orderId), mime: 'application/pdf', data };
}
