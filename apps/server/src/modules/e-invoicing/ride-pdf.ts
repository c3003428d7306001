/**
 * The RIDE (Representación Impresa del Documento Electrónico) of an authorised factura or nota de crédito: read
 * from the very XML the SRI authorised, so the paper says what the document says (decision 039). The clave de
 * acceso is drawn as a Code128 barcode (bwip-js, loaded with the first RIDE).
 */
import { CONTENT_BOTTOM, CONTENT_WIDTH, type Column, FONT, INK, newPdf, PAGE, type Pdf, pdfText, table } from '../documents/index.ts';
import { all, type Element, ecuadorStamp, first, textIn } from './xml-text.ts';

/** The SRI's tabla 24 for the forms of payment the store takes. */
const FORMA_PAGO: Record<string, string> = { '20': 'Otros con utilización del sistema financiero' };
const ID_TYPE: Record<string, string> = { '04': 'RUC', '05': 'Cédula' };

/** What the SRI said when it authorised the document. */
export interface RideAuthorization {
  number: string;
  /** as the SRI wrote it (xsd:dateTime) */
  at: Date;
}

async function code128(text: string): Promise<Buffer> {
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: false });
}

/** A box with a thin rule around it, drawn once its content has been written. */
function frame(doc: Pdf, x: number, y: number, width: number, bottom: number) {
  doc
    .roundedRect(x, y, width, bottom - y, 4)
    .lineWidth(0.8)
    .strokeColor(INK.line)
    .stroke();
}

/** A «label: value» line, the label bold. */
function field(doc: Pdf, label: string, text: string, x: number, width: number, size = 8.5) {
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(INK.text)
    .text(pdfText(`${label}: `), x, doc.y + 2, { width, continued: true })
    .font(FONT.regular)
    .text(pdfText(text || '—'));
}

/** The RIDE of the signed or authorised `xml` (factura 01 or nota de crédito 04) as PDF bytes. */
export async function ridePdf(xml: string, authorization: RideAuthorization): Promise<Buffer> {
  const { DOMParser } = await import('@xmldom/xmldom');
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement as unknown as Element;
  const isFactura = root.tagName === 'factura';
  const tributaria = first(root, 'infoTributaria');
  const info = first(root, isFactura ? 'infoFactura' : 'infoNotaCredito');
  const title = isFactura ? 'Factura' : 'Nota de crédito';
  const number = `${textIn(tributaria, 'estab')}-${textIn(tributaria, 'ptoEmi')}-${textIn(tributaria, 'secuencial')}`;
  const clave = textIn(tributaria, 'claveAcceso');
  const { doc, end } = await newPdf({
    title: `${title} ${number}`,
    subject: `${title} ${number} de ${textIn(info, 'razonSocialComprador')}`,
    footer: `RIDE de la ${title.toLowerCase()} ${number} · Documento electrónico autorizado por el SRI; consulte su validez con la clave de acceso.`,
    numbered: 'of-total',
  });
  const top = PAGE.margin;
  const left = PAGE.margin;
  const leftWidth = CONTENT_WIDTH * 0.46;
  const rightX = left + leftWidth + 12;
  const rightWidth = CONTENT_WIDTH - leftWidth - 12;
  const pad = 10;

  // The issuer, on the left.
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(INK.brand)
    .text(pdfText(textIn(tributaria, 'nombreComercial') || textIn(tributaria, 'razonSocial')), left + pad, top + pad, {
      width: leftWidth - 2 * pad,
    });
  doc.moveDown(0.3);
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(INK.text)
    .text(pdfText(textIn(tributaria, 'razonSocial')), { width: leftWidth - 2 * pad });
  doc.moveDown(0.4);
  field(doc, 'Dirección matriz', textIn(tributaria, 'dirMatriz'), left + pad, leftWidth - 2 * pad);
  field(doc, 'Dirección sucursal', textIn(info, 'dirEstablecimiento'), left + pad, leftWidth - 2 * pad);
  field(doc, 'Obligado a llevar contabilidad', textIn(info, 'obligadoContabilidad'), left + pad, leftWidth - 2 * pad);
  const issuerBottom = doc.y + pad;

  // The document, its authorisation and its clave, on the right.
  const inner = rightWidth - 2 * pad;
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(INK.text)
    .text(`R.U.C.: ${textIn(tributaria, 'ruc')}`, rightX + pad, top + pad, { width: inner });
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(INK.brand)
    .text(pdfText(title.toUpperCase()), rightX + pad, doc.y + 4, { width: inner });
  doc
    .font(FONT.bold)
    .fontSize(10.5)
    .fillColor(INK.text)
    .text(`No. ${number}`, rightX + pad, doc.y + 2, { width: inner });
  doc
    .font(FONT.bold)
    .fontSize(8)
    .text(pdfText('NÚMERO DE AUTORIZACIÓN'), rightX + pad, doc.y + 6, { width: inner });
  doc.font(FONT.regular).fontSize(8).text(authorization.number, { width: inner });
  field(doc, 'FECHA Y HORA DE AUTORIZACIÓN', ecuadorStamp(authorization.at), rightX + pad, inner, 8);
  field(doc, 'AMBIENTE', textIn(tributaria, 'ambiente') === '2' ? 'PRODUCCIÓN' : 'PRUEBAS', rightX + pad, inner, 8);
  field(doc, 'EMISIÓN', 'NORMAL', rightX + pad, inner, 8);
  doc
    .font(FONT.bold)
    .fontSize(8)
    .text('CLAVE DE ACCESO', rightX + pad, doc.y + 6, { width: inner });
  const barcodeY = doc.y + 3;
  doc.image(await code128(clave), rightX + pad, barcodeY, { width: inner, height: 34 });
  doc
    .font(FONT.regular)
    .fontSize(7.2)
    .text(clave, rightX + pad, barcodeY + 37, { width: inner, align: 'center', characterSpacing: 0.2 });
  const headerBottom = Math.max(issuerBottom, doc.y + pad);
  frame(doc, left, top, leftWidth, headerBottom);
  frame(doc, rightX, top, rightWidth, headerBottom);

  // The buyer (and, on a nota de crédito, the factura it modifies).
  let y = headerBottom + 10;
  const half = CONTENT_WIDTH / 2 - pad;
  doc.y = y + pad - 2;
  field(doc, 'Razón social / Nombres y apellidos', textIn(info, 'razonSocialComprador'), left + pad, CONTENT_WIDTH - 2 * pad);
  const idLine = doc.y;
  const idType = ID_TYPE[textIn(info, 'tipoIdentificacionComprador')] ?? 'Identificación';
  field(doc, idType, textIn(info, 'identificacionComprador'), left + pad, half);
  const afterId = doc.y;
  doc.y = idLine;
  field(doc, 'Fecha de emisión', textIn(info, 'fechaEmision'), left + CONTENT_WIDTH / 2, half);
  doc.y = Math.max(afterId, doc.y);
  if (isFactura) field(doc, 'Dirección', textIn(info, 'direccionComprador'), left + pad, CONTENT_WIDTH - 2 * pad);
  else {
    field(doc, 'Comprobante que se modifica', `FACTURA ${textIn(info, 'numDocModificado')}`, left + pad, CONTENT_WIDTH - 2 * pad);
    field(doc, 'Fecha de emisión (comprobante a modificar)', textIn(info, 'fechaEmisionDocSustento'), left + pad, CONTENT_WIDTH - 2 * pad);
    field(doc, 'Razón de modificación', textIn(info, 'motivo'), left + pad, CONTENT_WIDTH - 2 * pad);
  }
  const buyerBottom = doc.y + pad - 2;
  frame(doc, left, y, CONTENT_WIDTH, buyerBottom);

  // The lines.
  const detalles = all(first(root, 'detalles'), 'detalle');
  const columns: Column[] = [
    { header: 'Cód. principal', width: 74 },
    { header: 'Cant.', width: 38, align: 'right' },
    { header: 'Descripción', width: CONTENT_WIDTH - 74 - 38 - 72 - 58 - 70 },
    { header: 'Precio unitario', width: 72, align: 'right' },
    { header: 'Descuento', width: 58, align: 'right' },
    { header: 'Precio total', width: 70, align: 'right' },
  ];
  y = table(
    doc,
    buyerBottom + 12,
    columns,
    detalles.map((d) => [
      textIn(d, isFactura ? 'codigoPrincipal' : 'codigoInterno'),
      textIn(d, 'cantidad'),
      textIn(d, 'descripcion'),
      textIn(d, 'precioUnitario'),
      textIn(d, 'descuento'),
      textIn(d, 'precioTotalSinImpuesto'),
    ]),
    { wrap: true, fontSize: 8 },
  );

  // Additional information and payment on the left, the totals on the right.
  const totals: [string, string][] = [];
  for (const t of all(first(info, 'totalConImpuestos'), 'totalImpuesto')) {
    const rate = textIn(t, 'tarifa') || '15';
    totals.push([`SUBTOTAL ${rate}%`, textIn(t, 'baseImponible')]);
  }
  totals.push(['SUBTOTAL 0%', '0.00'], ['SUBTOTAL SIN IMPUESTOS', textIn(info, 'totalSinImpuestos')]);
  if (isFactura) totals.push(['TOTAL DESCUENTO', textIn(info, 'totalDescuento')]);
  for (const t of all(first(info, 'totalConImpuestos'), 'totalImpuesto')) {
    totals.push([`IVA ${textIn(t, 'tarifa') || '15'}%`, textIn(t, 'valor')]);
  }
  if (isFactura) totals.push(['PROPINA', textIn(info, 'propina')]);
  totals.push([isFactura ? 'VALOR TOTAL' : 'VALOR TOTAL DE LA NOTA', textIn(info, isFactura ? 'importeTotal' : 'valorModificacion')]);

  const extra = all(first(root, 'infoAdicional'), 'campoAdicional').map(
    (c) => [c.getAttribute('nombre') ?? '', c.textContent?.trim() ?? ''] as const,
  );
  const pagos = all(first(info, 'pagos'), 'pago');
  const height = Math.max(totals.length * 15 + 10, 40 + extra.length * 24 + pagos.length * 30);
  y += 14;
  if (y + height > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const totalsWidth = 210;
  const totalsX = left + CONTENT_WIDTH - totalsWidth;
  totals.forEach(([label, amount], i) => {
    const rowY = y + i * 15;
    const last = i === totals.length - 1;
    if (last) doc.rect(totalsX, rowY - 3, totalsWidth, 17).fill(INK.soft);
    doc
      .font(last ? FONT.bold : FONT.regular)
      .fontSize(last ? 10 : 8.5)
      .fillColor(last ? INK.brand : INK.text)
      .text(pdfText(label), totalsX + 6, rowY, { width: totalsWidth - 90 })
      .text(amount, totalsX + totalsWidth - 86, rowY, { width: 80, align: 'right' });
  });
  frame(doc, totalsX, y - 6, totalsWidth, y + totals.length * 15 + 2);

  const boxWidth = CONTENT_WIDTH - totalsWidth - 14;
  doc
    .font(FONT.bold)
    .fontSize(8.5)
    .fillColor(INK.brand)
    .text(pdfText('INFORMACIÓN ADICIONAL'), left + pad, y, { width: boxWidth - 2 * pad });
  for (const [name, text] of extra) field(doc, name, text, left + pad, boxWidth - 2 * pad, 8);
  if (pagos.length) {
    doc
      .font(FONT.bold)
      .fontSize(8.5)
      .fillColor(INK.brand)
      .text(pdfText('FORMA DE PAGO'), left + pad, doc.y + 8, { width: boxWidth - 2 * pad });
    for (const p of pagos) {
      const plazo = textIn(p, 'plazo');
      const code = textIn(p, 'formaPago');
      const terms = plazo ? ` · plazo ${plazo} ${textIn(p, 'unidadTiempo')}` : '';
      field(doc, `${code} ${FORMA_PAGO[code] ?? ''}`.trim(), `${textIn(p, 'total')}${terms}`, left + pad, boxWidth - 2 * pad, 8);
    }
  }
  frame(doc, left, y - 6, boxWidth, doc.y + pad - 2);
  return end();
}
