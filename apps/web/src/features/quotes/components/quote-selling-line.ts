import type { QuoteLine } from '@store/contracts/quotes';
import type { SellingLine } from '../../../lib/selling-unit.ts';

/** A quote's line as the quantity and price helpers read it (lib/selling-unit.ts). */
export const quoteSellingLine = (line: QuoteLine): SellingLine => ({
  quantity: line.quantity,
  stockType: line.stocktype,
  unit: line.unit,
  unitsPerQuantity: line.units_per_quantity,
});
