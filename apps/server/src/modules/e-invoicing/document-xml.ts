/**
 * The unsigned XML of a factura (01, factura_V2.1.0.xsd) and of a nota de crédito (04, NotaCredito_V1.1.0.xsd)
 * for an order, from the order's own snapshot: the buyer, lines and totals as they were placed (docs/product.md §26).
 */
import { joinAddress } from '@store/contracts/delivery';
import {
  claveDeAcceso,
  documentNumber,
  type InvoiceLine,
  type InvoiceTotals,
  invoiceLines,
  SRI_DOC,
  SRI_IVA,
  type SriAmbiente,
  type SriDocKind,
  sriAmount,
  sriMicros,
} from '@store/contracts/e-invoice';
import { escapeXml } from './xml-text.ts';

/** The store as the SRI knows it (README, Configuration: the SRI_* variables). */
export interface SriIssuer {
  ambiente: SriAmbiente;
  ruc: string;
  razonSocial: string;
  nombreComercial: string;
  dirMatriz: string;
  dirEstablecimiento: string;
  estab: string;
  ptoEmi: string;
  obligadoContabilidad: 'SI' | 'NO';
}

/** What a document needs of an order: its snapshot, never the buyer's or the catalogue's current rows. */
export interface DocumentOrder {
  id: number;
  buyer: { ci: string; companyName: string; email: string; address: string; city: string; province: string };
  lines: {
    code: string;
    productName: string;
    colorName: string;
    sizeName: string | null;
    quantity: number;
    unitsPerQuantity: number;
    priceCents: number;
    discountPercent: number;
  }[];
  codePercent: number;
  totalCents: number;
  /** days of credit the order was placed on, or null when paid by transfer before dispatch */
  creditDays: number | null;
}

export interface DocumentNumbering {
  secuencial: number;
  /** the date the document is issued, as ddmmaaaa in Ecuador */
  fechaEmision: string;
  /** eight random digits of the clave */
  codigoNumerico: string;
}

/** For a nota de crédito: the factura it annuls. */
export interface ModifiedDocument {
  number: string;
  /** dd/mm/aaaa */
  fechaEmision: string;
}

/** Text and attribute values escaped; the schemas forbid line breaks in names, so they become spaces. */
const text = (value: string) => escapeXml(value.replace(/[\r\n]+/g, ' '));
/** An element whose content is already XML (its children). */
const el = (name: string, ...children: string[]) => `<${name}>${children.join('')}</${name}>`;
/** An element holding text. */
const leaf = (name: string, value: string) => `<${name}>${text(value)}</${name}>`;
/** The schemas' strings are 1 to 300 characters. */
const upTo = (value: string, max = 300) => value.trim().slice(0, max) || '-';

/** dd/mm/aaaa from the clave's ddmmaaaa. */
export const slashedDate = (ddmmaaaa: string) => `${ddmmaaaa.slice(0, 2)}/${ddmmaaaa.slice(2, 4)}/${ddmmaaaa.slice(4)}`;

/** RUC (13 digits) → 04, cédula (10) → 05: the SRI's tabla 6; registration accepts only these two. */
function buyerIdType(ci: string): '04' | '05' {
  return ci.length === 13 ? '04' : '05';
}

function describe(line: DocumentOrder['lines'][number]): string {
  const size = line.sizeName ? `, talla ${line.sizeName}` : '';
  return upTo(`${line.productName}, ${line.colorName}${size}`);
}

function lineTax(line: InvoiceLine): string {
  return el(
    'impuestos',
    el(
      'impuesto',
      leaf('codigo', SRI_IVA.codigo),
      leaf('codigoPorcentaje', SRI_IVA.codigoPorcentaje),
      leaf('tarifa', SRI_IVA.tarifa),
      leaf('baseImponible', sriAmount(line.baseCents)),
      leaf('valor', sriAmount(line.vatCents)),
    ),
  );
}

/** The document's VAT total; the factura's schema places tarifa between the base and the value, the nota's has none. */
function totalConImpuestos(totals: InvoiceTotals, kind: SriDocKind): string {
  return el(
    'totalConImpuestos',
    el(
      'totalImpuesto',
      leaf('codigo', SRI_IVA.codigo),
      leaf('codigoPorcentaje', SRI_IVA.codigoPorcentaje),
      leaf('baseImponible', sriAmount(totals.baseCents)),
      kind === 'factura' ? leaf('tarifa', SRI_IVA.tarifa) : '',
      leaf('valor', sriAmount(totals.vatCents)),
    ),
  );
}

/** One detalle per order line; the factura names the code codigoPrincipal, the nota de crédito codigoInterno. */
function detallesXml(order: DocumentOrder, totals: InvoiceTotals, codeElement: 'codigoPrincipal' | 'codigoInterno'): string {
  return el(
    'detalles',
    ...order.lines.map((line, i) => {
      const l = totals.lines[i];
      return el(
        'detalle',
        leaf(codeElement, upTo(line.code, 25)),
        leaf('descripcion', describe(line)),
        leaf('cantidad', String(l.cantidad)),
        leaf('precioUnitario', sriMicros(l.precioUnitarioMicros)),
        leaf('descuento', sriAmount(l.descuentoCents)),
        leaf('precioTotalSinImpuesto', sriAmount(l.baseCents)),
        lineTax(l),
      );
    }),
  );
}

function infoTributaria(kind: SriDocKind, issuer: SriIssuer, numbering: DocumentNumbering): { xml: string; clave: string } {
  const clave = claveDeAcceso({
    ...numbering,
    codDoc: SRI_DOC[kind],
    ruc: issuer.ruc,
    ambiente: issuer.ambiente,
    estab: issuer.estab,
    ptoEmi: issuer.ptoEmi,
  });
  const xml = el(
    'infoTributaria',
    leaf('ambiente', String(issuer.ambiente)),
    leaf('tipoEmision', '1'),
    leaf('razonSocial', upTo(issuer.razonSocial)),
    leaf('nombreComercial', upTo(issuer.nombreComercial)),
    leaf('ruc', issuer.ruc),
    leaf('claveAcceso', clave),
    leaf('codDoc', SRI_DOC[kind]),
    leaf('estab', issuer.estab),
    leaf('ptoEmi', issuer.ptoEmi),
    leaf('secuencial', String(numbering.secuencial).padStart(9, '0')),
    leaf('dirMatriz', upTo(issuer.dirMatriz)),
  );
  return { xml, clave };
}

function infoAdicional(order: DocumentOrder): string {
  const address = joinAddress(order.buyer.address, order.buyer.city, order.buyer.province);
  const field = (nombre: string, value: string) => `<campoAdicional nombre="${text(nombre)}">${text(upTo(value))}</campoAdicional>`;
  return el(
    'infoAdicional',
    field('Orden', `Orden #${order.id}`),
    field('Email', order.buyer.email),
    field('Dirección de entrega', address),
  );
}

export interface BuiltDocument {
  xml: string;
  clave: string;
  number: string;
}

const header = '<?xml version="1.0" encoding="UTF-8"?>';

/** The factura of an order: one detalle per line, IVA 15 %, a transfer (20) with its plazo when on credit. */
export function facturaXml(issuer: SriIssuer, order: DocumentOrder, numbering: DocumentNumbering): BuiltDocument {
  const totals = invoiceLines(order.lines, order.codePercent);
  if (totals.totalCents !== order.totalCents) {
    throw new Error(`order ${order.id}: its lines make ${totals.totalCents} cents, the order says ${order.totalCents}`);
  }
  const { xml: tributaria, clave } = infoTributaria('factura', issuer, numbering);
  const pago = el(
    'pago',
    leaf('formaPago', '20'),
    leaf('total', sriAmount(totals.totalCents)),
    ...(order.creditDays ? [leaf('plazo', String(order.creditDays)), leaf('unidadTiempo', 'dias')] : []),
  );
  const info = el(
    'infoFactura',
    leaf('fechaEmision', slashedDate(numbering.fechaEmision)),
    leaf('dirEstablecimiento', upTo(issuer.dirEstablecimiento)),
    leaf('obligadoContabilidad', issuer.obligadoContabilidad),
    leaf('tipoIdentificacionComprador', buyerIdType(order.buyer.ci)),
    leaf('razonSocialComprador', upTo(order.buyer.companyName)),
    leaf('identificacionComprador', order.buyer.ci),
    leaf('direccionComprador', upTo(joinAddress(order.buyer.address, order.buyer.city))),
    leaf('totalSinImpuestos', sriAmount(totals.baseCents)),
    leaf('totalDescuento', sriAmount(totals.discountCents)),
    totalConImpuestos(totals, 'factura'),
    leaf('propina', '0.00'),
    leaf('importeTotal', sriAmount(totals.totalCents)),
    leaf('moneda', 'DOLAR'),
    el('pagos', pago),
  );
  const detalles = detallesXml(order, totals, 'codigoPrincipal');
  const xml = `${header}<factura id="comprobante" version="2.1.0">${tributaria}${info}${detalles}${infoAdicional(order)}</factura>`;
  return { xml, clave, number: documentNumber(issuer.estab, issuer.ptoEmi, numbering.secuencial) };
}

/** The nota de crédito that annuls an invoiced order whole: the factura's lines and totals, «Anulación de la orden N». */
export function notaCreditoXml(
  issuer: SriIssuer,
  order: DocumentOrder,
  numbering: DocumentNumbering,
  factura: ModifiedDocument,
): BuiltDocument {
  const totals = invoiceLines(order.lines, order.codePercent);
  const { xml: tributaria, clave } = infoTributaria('notaCredito', issuer, numbering);
  const info = el(
    'infoNotaCredito',
    leaf('fechaEmision', slashedDate(numbering.fechaEmision)),
    leaf('dirEstablecimiento', upTo(issuer.dirEstablecimiento)),
    leaf('tipoIdentificacionComprador', buyerIdType(order.buyer.ci)),
    leaf('razonSocialComprador', upTo(order.buyer.companyName)),
    leaf('identificacionComprador', order.buyer.ci),
    leaf('obligadoContabilidad', issuer.obligadoContabilidad),
    leaf('codDocModificado', SRI_DOC.factura),
    leaf('numDocModificado', factura.number),
    leaf('fechaEmisionDocSustento', factura.fechaEmision),
    leaf('totalSinImpuestos', sriAmount(totals.baseCents)),
    leaf('valorModificacion', sriAmount(totals.totalCents)),
    leaf('moneda', 'DOLAR'),
    totalConImpuestos(totals, 'notaCredito'),
    leaf('motivo', `Anulación de la orden ${order.id}`),
  );
  const detalles = detallesXml(order, totals, 'codigoInterno');
  const xml = `${header}<notaCredito id="comprobante" version="1.1.0">${tributaria}${info}${detalles}${infoAdicional(order)}</notaCredito>`;
  return { xml, clave, number: documentNumber(issuer.estab, issuer.ptoEmi, numbering.secuencial) };
}
