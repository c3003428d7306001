/**
 * A quote («Cotización», docs/product.md §29) as a PDF: the store, the company, the quote's number, date and the day it
 * holds until, its lines at the quoted prices, the VAT breakdown and Ventas's note. E-mailed with the answer, and
 * downloaded by the company and the staff.
 */
import { computeTotals, QUOTE_STATE_LABELS, type QuoteState, STORE_PROFILE } from '@store/contracts';
import { formatStoreDate } from '@store/contracts/store-time';
import type { Db } from '../../db/client.ts';
import { block, LINE_COLUMNS, type LineRow, lineRow, totals, withBoxRuns } from './order-pdf.ts';
import { CONTENT_WIDTH, FONT, INK, letterhead, newPdf, PAGE, table } from './pdf-layout.ts';

export interface QuoteForPdf {
  id: number;
  state: QuoteState;
  createdAt: Date;
  validUntil: string | null;
  companyName: string;
  ci: string;
  /** who it is for: the person who asked, or the company's owner */
  contact: string;
  reply: string;
  percentOff: number | null;
  /** each at its quoted price (priceCents), or its list price until answered */
  lines: LineRow[];
}

/** The quote drawn; its totals are its lines' at their quoted prices. */
export async function quotePdf(db: Db, quote: QuoteForPdf, timeZone: string): Promise<Buffer> {
  const lines = await withBoxRuns(db, quote.lines);
  const t = computeTotals(lines, 0);
  const { doc, end } = await newPdf({
    title: `Cotización #${quote.id}`,
    subject: `Cotización #${quote.id} para ${quote.companyName}`,
    footer: `${STORE_PROFILE.name} · Cotización #${quote.id} · Precios con IVA incluido · Este documento no es una factura.`,
    numbered: 'of-total',
  });
  let y = letterhead(doc, 'Cotización', [
    `Cotización #${quote.id}`,
    `Fecha: ${formatStoreDate(quote.createdAt, { timeZone })}`,
    quote.validUntil
      ? `Válida hasta: ${formatStoreDate(`${quote.validUntil}T12:00:00Z`, { timeZone })}`
      : `Estado: ${QUOTE_STATE_LABELS[quote.state]}`,
  ]);
  y = block(doc, PAGE.margin, y, CONTENT_WIDTH, 'Para', [quote.companyName, `RUC/cédula: ${quote.ci}`, quote.contact], true) + 16;
  y = table(doc, y, LINE_COLUMNS, lines.map(lineRow), { wrap: true });
  y = totals(doc, y, {
    grossCents: t.grossCents,
    discountCents: 0,
    discountCode: null,
    codePercent: 0,
    subtotalCents: t.subtotalCents,
    vatCents: t.vatCents,
    totalCents: t.totalCents,
  });
  const said = [
    quote.percentOff ? `Descuento de ${quote.percentOff}% sobre sus precios, ya aplicado en cada línea.` : null,
    quote.reply || null,
    'Acepte la cotización desde «Cotizaciones» en la tienda: su orden se registra con estos precios si hay stock en ese momento.',
  ].filter((l): l is string => l !== null);
  doc.font(FONT.regular).fontSize(9).fillColor(INK.muted);
  block(doc, PAGE.margin, y + 14, CONTENT_WIDTH, 'Condiciones', said);
  return end();
}
