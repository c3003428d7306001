import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import type { CartDetail } from '@store/contracts/cart';
import type { CountingUnit, StockType } from '@store/contracts/constants';
import { lineUnits } from '@store/contracts/pricing';
import type { SaleDetail } from '@store/contracts/sale';
import { unitsPerQuantity } from '@store/contracts/selling-unit';
import { useTranslation } from '../lib/i18n.ts';

/**
 * How every screen reads a quantity and a price. A BOXES quantity counts boxes of `unitsPerQuantity`
 * pairs (or units) while its price is per pair; UNITS and SIZES quantities count pairs (or units).
 * The arithmetic is the contracts' own (the server prices lines with the same functions).
 */
export interface SellingLine {
  quantity: number;
  stockType: StockType;
  unit: CountingUnit;
  /** pairs (or units) in one of `quantity`: the box's size for BOXES, 1 otherwise */
  unitsPerQuantity: number;
}

export const cartSellingLine = (line: CartDetail): SellingLine => {
  const { stocktype, unit, units_per_box } = line.cart_product.product;
  return { quantity: line.quantity, stockType: stocktype, unit, unitsPerQuantity: unitsPerQuantity(stocktype, units_per_box) };
};

export const orderSellingLine = (line: SaleDetail['saledetail'][number]): SellingLine => ({
  quantity: line.quantity,
  stockType: line.stocktype,
  unit: line.unit,
  unitsPerQuantity: line.units_per_quantity,
});

export const adminSellingLine = (line: AdminOrderDetail['lines'][number]): SellingLine => ({
  quantity: line.quantity,
  stockType: line.stockType,
  unit: line.unit,
  unitsPerQuantity: line.unitsPerQuantity,
});

/** The pairs and the units some lines hold, each counted apart (a box counts its pairs). */
export function unitTotals(lines: SellingLine[]): Record<CountingUnit, number> {
  const totals: Record<CountingUnit, number> = { PAIR: 0, UNIT: 0 };
  for (const line of lines) totals[line.unit] += lineUnits(line);
  return totals;
}

/** The words of quantities and prices, in the current language (texts under `common:selling`). */
export function useSellingWords() {
  const { t } = useTranslation();
  const count = (unit: CountingUnit, n: number) => t(`selling.count.${unit}`, { count: n });
  const boxes = (n: number) => t('selling.boxes', { count: n });
  const counted = (totals: Record<CountingUnit, number>) => {
    if (totals.PAIR > 0 && totals.UNIT > 0)
      return t('selling.and', { first: count('PAIR', totals.PAIR), second: count('UNIT', totals.UNIT) });
    return totals.UNIT > 0 ? count('UNIT', totals.UNIT) : count('PAIR', totals.PAIR);
  };
  const quantity = (line: SellingLine): { boxes: string | null; units: string } => ({
    boxes: line.stockType === 'BOXES' ? boxes(line.quantity) : null,
    units: count(line.unit, lineUnits(line)),
  });
  return {
    /** '24 pares', '1 unidad' */
    count,
    /** 'pares', 'unidad' */
    word: (unit: CountingUnit, n: number) => t(`selling.word.${unit}`, { count: n }),
    /** '2 cajas' */
    boxes,
    /** what a stock quantity counts: 'cajas' for a BOXES product, 'pares' or 'unidades' otherwise */
    stockWord: (quantity: number, stockType: StockType, unit: CountingUnit) =>
      t(`selling.word.${stockType === 'BOXES' ? 'BOX' : unit}`, { count: quantity }),
    /** '2 cajas' and '24 pares' for a box line; no boxes and '18 pares' otherwise */
    quantity,
    /** the same in one string, as the e-mails say it: '2 cajas (24 pares)', '18 pares' */
    quantityText(line: SellingLine): string {
      const { boxes: inBoxes, units } = quantity(line);
      return inBoxes ? t('selling.boxes-with-units', { boxes: inBoxes, units }) : units;
    },
    /** '24 pares', '3 unidades' or '24 pares y 3 unidades' */
    totals: (lines: SellingLine[]) => counted(unitTotals(lines)),
    /** the same of pairs and units already counted (an order's or a quote's `unit_totals`) */
    counted,
    /** 'por par' */
    per: (unit: CountingUnit) => t(`selling.per.${unit}`),
    /** 'por caja de 12 pares' */
    perBox: (unit: CountingUnit, unitsPerBox: number) => t('selling.per-box', { units: count(unit, unitsPerBox) }),
    /** 'c/par', 'c/u' */
    each: (unit: CountingUnit) => t(`selling.each.${unit}`),
    /** 'c/caja' */
    eachBox: () => t('selling.each-box'),
    /** 'caja de 12 pares' */
    boxOf: (unit: CountingUnit, unitsPerBox: number) => t('selling.box-of', { units: count(unit, unitsPerBox) }),
    preSale: () => t('selling.pre-sale'),
  };
}
