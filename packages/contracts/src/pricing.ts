/**
 * Money: cents and dollars, discounts, VAT (prices include 15 %), line and order totals, and how an amount
 * is written. Every price on both sides is computed here.
 */
import { VAT_RATE } from './constants.ts';

/** Money travels as integer cents inside the system and as dollars (two decimals) on the wire. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** discounted price = price − price × percent / 100 (docs/product.md §9), rounded to the cent. */
export function discountedCents(priceCents: number, percent: number): number {
  if (!percent || percent <= 0) return priceCents;
  return priceCents - Math.round((priceCents * percent) / 100);
}

export function discountedPrice(price: number, percent: number): number {
  return toDollars(discountedCents(toCents(price), percent));
}

// Ecuador writes dollars with a comma between thousands and a point before the cents ($11,748.29), as
// en-US does (CLDR's es-EC would write 11.748,29): the one money format of the store, its e-mails and PDFs.
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars as the store shows them: `$11,748.29`, `-$5.00`. */
export function formatMoney(dollars: number): string {
  const text = money.format(Math.abs(dollars));
  return dollars < 0 ? `-$${text}` : `$${text}`;
}

/** Integer cents as the store shows money: `$39.90`, `$11,748.29`. */
export const formatCents = (cents: number): string => formatMoney(toDollars(cents));

export interface PricedLine {
  /** per pair (or unit), VAT included */
  priceCents: number;
  discountPercent: number;
  quantity: number;
  /** pairs (or units) in one of `quantity`: a box's size for BOXES, 1 otherwise (see `unitsPerQuantity`); required so that no caller prices boxes per pair by forgetting it */
  unitsPerQuantity: number;
}

export interface Totals {
  /** sum of the lines after their own discounts, VAT included */
  grossCents: number;
  /** the order-level discount code's share */
  codeDiscountCents: number;
  /** what the distributor pays, VAT included */
  totalCents: number;
  /** total / 1.15 */
  subtotalCents: number;
  /** 15% of the subtotal */
  vatCents: number;
}

/** quantity × pairs in each × the pair's discounted price: 2 boxes of 12 at $22.90 cost 24 × $22.90. */
export function lineTotalCents(line: PricedLine): number {
  return discountedCents(line.priceCents, line.discountPercent) * line.quantity * line.unitsPerQuantity;
}

/** What one box of `unitsPerBox` pairs (or units) costs at a pair price and discount: the price quoted beside the pair's. */
export const boxCents = (priceCents: number, discountPercent: number, unitsPerBox: number): number =>
  lineTotalCents({ priceCents, discountPercent, quantity: 1, unitsPerQuantity: unitsPerBox });

/** The pairs (or units) a line holds. */
export const lineUnits = (line: Pick<PricedLine, 'quantity' | 'unitsPerQuantity'>): number => line.quantity * line.unitsPerQuantity;

/** Prices include VAT: subtotal = total / 1.15 and VAT = total − subtotal (15% of the subtotal, to the cent). */
export function vatBreakdown(totalCents: number): { subtotalCents: number; vatCents: number } {
  const subtotalCents = Math.round(totalCents / (1 + VAT_RATE));
  return { subtotalCents, vatCents: totalCents - subtotalCents };
}

export function computeTotals(lines: PricedLine[], codePercent = 0): Totals {
  const grossCents = lines.reduce((sum, l) => sum + lineTotalCents(l), 0);
  const codeDiscountCents = codePercent > 0 ? Math.round((grossCents * codePercent) / 100) : 0;
  const totalCents = grossCents - codeDiscountCents;
  return { grossCents, codeDiscountCents, totalCents, ...vatBreakdown(totalCents) };
}

/** What a price list in effect asks of a variant: its own price for it, if it names it, or its percent off the list price. */
export interface ListPricing {
  percent: number | null;
}

/**
 * A distributor's price of a variant (decision 028): its group's list in effect names its own price for the variant, or
 * takes its percent off the list price (rounded to the cent); without a list in effect, the list price.
 * The variant's own promotion (`discountPercent`) still applies on top of it.
 */
export function groupPriceCents(listCents: number, list: ListPricing | null, ownCents?: number): number {
  if (!list) return listCents;
  if (ownCents !== undefined) return ownCents;
  return list.percent ? discountedCents(listCents, list.percent) : listCents;
}
