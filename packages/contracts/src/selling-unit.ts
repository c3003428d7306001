/**
 * How a product is sold (decision 007): boxes, half boxes or sizes; pairs or units by category; what a
 * quantity means in pairs and how it is written.
 */
import type { CountingUnit, StockType } from './constants.ts';
import { lineUnits } from './pricing.ts';

/**
 * What one of a line's quantity holds. A BOXES product is ordered, stocked and counted in whole boxes
 * while its price is quoted per pair (or unit): one box holds `unitsPerBox` of them. UNITS and SIZES
 * quantities already count pairs (or units).
 */
export function unitsPerQuantity(stockType: StockType, unitsPerBox: number): number {
  return stockType === 'BOXES' ? unitsPerBox : 1;
}

const WORDS: Record<CountingUnit, { one: string; other: string }> = {
  PAIR: { one: 'par', other: 'pares' },
  UNIT: { one: 'unidad', other: 'unidades' },
};

/** 'par' / 'pares' or 'unidad' / 'unidades' for a count (Spanish, as e-mails and exports say it). */
export function unitWord(unit: CountingUnit, count: number): string {
  return count === 1 ? WORDS[unit].one : WORDS[unit].other;
}

/** '12 pares', '1 unidad'. */
export const countOf = (unit: CountingUnit, count: number): string => `${count} ${unitWord(unit, count)}`;

/**
 * How a line's quantity reads: '2 cajas (24 pares)' for boxes, '18 pares' or '3 unidades' otherwise.
 * Spanish only: the web says it through its own translations.
 */
export function quantityText(line: { quantity: number; stockType: StockType; unit: CountingUnit; unitsPerQuantity: number }): string {
  if (line.stockType !== 'BOXES') return countOf(line.unit, line.quantity);
  const boxes = `${line.quantity} ${line.quantity === 1 ? 'caja' : 'cajas'}`;
  return `${boxes} (${countOf(line.unit, lineUnits(line))})`;
}
