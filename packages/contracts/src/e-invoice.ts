/**
 * The SRI's electronic documents (docs/product.md §26): the 49-digit clave de acceso with its módulo-11 digit,
 * the document's number as printed, its states and their labels, and how an order's VAT-inclusive lines become
 * the bases, discounts and VAT of a factura, to the cent of the order's own totals.
 */
import { VAT_RATE } from './constants.ts';
import { lineTotalCents, type PricedLine } from './pricing.ts';

/** codDoc of the SRI's tables: 01 factura, 04 nota de crédito. */
export const SRI_DOC = { factura: '01', notaCredito: '04' } as const;
export type SriDocKind = keyof typeof SRI_DOC;

/**
 * The store's VAT as the SRI's tables code it: tax 2 (IVA), percentage code 4 (the 15 % rate), and the rate itself
 * from VAT_RATE, the one the prices include. A new rate needs its own codigoPorcentaje from the SRI's tabla 17.
 */
export const SRI_IVA = { codigo: '2', codigoPorcentaje: '4', tarifa: String(Math.round(VAT_RATE * 100)) } as const;

/** 1 pruebas, 2 producción. */
export type SriAmbiente = 1 | 2;

/**
 * Módulo 11 as the SRI's ficha técnica computes the clave's last digit: weights 2 to 7 from the right, cycling;
 * 11 − (sum mod 11), where 11 is written 0 and 10 is written 1.
 */
export function modulo11(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`módulo 11 over digits only: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 6));
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

export interface ClaveParts {
  /** ddmmaaaa, the document's date in Ecuador */
  fechaEmision: string;
  codDoc: string;
  ruc: string;
  ambiente: SriAmbiente;
  estab: string;
  ptoEmi: string;
  secuencial: number;
  /** eight digits the issuer picks, so that the clave cannot be guessed from the number */
  codigoNumerico: string;
}

const pad = (value: number | string, width: number) => String(value).padStart(width, '0');

/** The 49 digits: date, codDoc, RUC, ambiente, serie, secuencial, code, tipoEmision 1, check digit. */
export function claveDeAcceso(p: ClaveParts): string {
  const body = `${p.fechaEmision}${p.codDoc}${p.ruc}${p.ambiente}${p.estab}${p.ptoEmi}${pad(p.secuencial, 9)}${p.codigoNumerico}1`;
  if (!/^\d{48}$/.test(body)) throw new Error(`clave de acceso of 48 digits before its check: ${body}`);
  return `${body}${modulo11(body)}`;
}

/** 001-001-000000123, as the RIDE and the back office print a document's number. */
export const documentNumber = (estab: string, ptoEmi: string, secuencial: number): string => `${estab}-${ptoEmi}-${pad(secuencial, 9)}`;

/** A document's life (decision 039): made and signed, sent, then the SRI's answer; a factura may be annulled. */
export const E_INVOICE_STATES = ['pending', 'sent', 'authorized', 'returned', 'rejected', 'annulled'] as const;
export type EInvoiceState = (typeof E_INVOICE_STATES)[number];

export const E_INVOICE_STATE_LABELS: Record<EInvoiceState, string> = {
  pending: 'Pendiente',
  sent: 'Enviada',
  authorized: 'Autorizada',
  returned: 'Devuelta',
  rejected: 'No autorizada',
  annulled: 'Anulada por nota de crédito',
};

/** Whether the SRI authorised the document (an annulled factura was authorised first): its XML and RIDE exist. */
export const invoiceHasFiles = (state: EInvoiceState) => state === 'authorized' || state === 'annulled';

export interface InvoiceLine {
  /** pairs or units */
  cantidad: number;
  /** the pair's (or unit's) price without VAT, in millionths of a dollar (six decimals, as the schema allows) */
  precioUnitarioMicros: number;
  /** the line's own discount and its share of the code's, without VAT */
  descuentoCents: number;
  /** precioTotalSinImpuesto = cantidad × precioUnitario − descuento, to the cent */
  baseCents: number;
  vatCents: number;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  /** totalSinImpuestos: the bases' sum */
  baseCents: number;
  /** totalDescuento: the descuentos' sum */
  discountCents: number;
  /** the VAT's sum */
  vatCents: number;
  /** importeTotal: what the buyer pays, the order's total */
  totalCents: number;
}

/**
 * Splits `totalCents` over weights to the cent: each part rounded down, the cents left over going to the parts
 * that lost the most in rounding (ties to the first), so that the parts add up to the total exactly.
 */
export function splitCents(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalCents * w) / sum);
  const parts = exact.map(Math.floor);
  let left = totalCents - parts.reduce((s, p) => s + p, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The rounding rule from VAT-inclusive prices to a factura's bases (docs/product.md §26):
 * 1. each line pays its own total (pair price less its own discount, × pairs); the code's discount is split over
 *    the lines by what each pays (`splitCents`), so the lines pay the order's total exactly;
 * 2. the order's base is total / 1.15 rounded to the cent (as the order shows it), split over the lines by what
 *    each pays; a line's VAT is what it pays less its base, so the VAT adds up to the order's;
 * 3. precioUnitario is the pair's list price without VAT to six decimals, and the line's descuento is the
 *    difference between cantidad × precioUnitario (to the cent) and its base; on an undiscounted line where that
 *    difference rounds below zero, precioUnitario is the base over the pairs instead, and descuento 0.
 */
export function invoiceLines(lines: PricedLine[], codePercent = 0): InvoiceTotals {
  const paidBeforeCode = lines.map(lineTotalCents);
  const grossCents = paidBeforeCode.reduce((s, c) => s + c, 0);
  const codeCents = codePercent > 0 ? Math.round((grossCents * codePercent) / 100) : 0;
  const codeShares = splitCents(codeCents, paidBeforeCode);
  const paid = paidBeforeCode.map((c, i) => c - codeShares[i]);
  const totalCents = grossCents - codeCents;
  const baseTotal = Math.round(totalCents / (1 + VAT_RATE));
  const bases = splitCents(baseTotal, paid);

  const out = lines.map((line, i): InvoiceLine => {
    const cantidad = line.quantity * line.unitsPerQuantity;
    const baseCents = bases[i];
    let precioUnitarioMicros = Math.round((line.priceCents * 10_000) / (1 + VAT_RATE));
    let descuentoCents = Math.round((cantidad * precioUnitarioMicros) / 10_000) - baseCents;
    if (descuentoCents < 0) {
      precioUnitarioMicros = Math.round((baseCents * 10_000) / cantidad);
      descuentoCents = 0;
    }
    return { cantidad, precioUnitarioMicros, descuentoCents, baseCents, vatCents: paid[i] - baseCents };
  });
  return {
    lines: out,
    baseCents: baseTotal,
    discountCents: out.reduce((s, l) => s + l.descuentoCents, 0),
    vatCents: totalCents - baseTotal,
    totalCents,
  };
}

/** Cents as the SRI's schemas write an amount: two decimals, a point, no thousands separator. */
export const sriAmount = (cents: number): string => (cents / 100).toFixed(2);

/** Millionths of a dollar as six decimals. */
export const sriMicros = (micros: number): string => (micros / 1_000_000).toFixed(6);
