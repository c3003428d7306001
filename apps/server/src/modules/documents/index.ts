/**
 * What a distributor downloads: an order's «Nota de pedido» PDF (also attached to the order e-mail and served to
 * the staff) and the price list in PDF and XLSX at the buyer's own prices.
 */
export { type LineRow, orderNoteFile, orderNoteFilename, orderNotePdf } from './order-pdf.ts';
export {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  type Column,
  FONT,
  INK,
  newPdf,
  PAGE,
  type Pdf,
  pdfText,
  table,
} from './pdf-layout.ts';
export { type QuoteForPdf, quotePdf } from './quote-pdf.ts';
export { default as documentRoutes } from './routes.ts';
