/**
 * The arithmetic a buyer checks a line by: a discounted price as «$32.90 −5 % = $31.25 c/par», and a line's
 * total as «12 pares × $31.25». The unit price is the contracts' discountedCents, the one the server totals with.
 */
import type { CartDetail } from '@store/contracts/cart';
import type { CountingUnit } from '@store/contracts/constants';
import { discountedCents, formatCents, lineUnits, toCents } from '@store/contracts/pricing';
import { useTranslation } from '../../../lib/i18n.ts';
import { cartSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import cartMessages from '../../../locales/cart.ts';

interface DiscountNoteProps {
  /** per pair (or unit), VAT included */
  priceCents: number;
  discountPercent: number;
  unit: CountingUnit;
}

/** «$32.90 −5 % = $31.25 c/par» under a discounted line's price; nothing without a discount. */
export function DiscountNote({ priceCents, discountPercent, unit }: DiscountNoteProps) {
  const { t } = useTranslation(cartMessages);
  const words = useSellingWords();
  if (discountPercent <= 0) return null;
  return (
    <span className="text-xs font-normal whitespace-nowrap text-stone-500">
      <span className="sr-only">{t('line.original-price')} </span>
      <s>{formatCents(priceCents)}</s>{' '}
      <span className="rounded bg-red-50 px-1 py-0.5 font-semibold text-red-700">−{discountPercent} %</span> ={' '}
      <span className="font-semibold text-stone-700">{formatCents(discountedCents(priceCents, discountPercent))}</span> {words.each(unit)}
    </span>
  );
}

/** «24 pares × $31.25» under a line's total: the pairs (or units) it holds at the price each, discount applied. */
export function LineMath({ line }: { line: CartDetail }) {
  const words = useSellingWords();
  const selling = cartSellingLine(line);
  const { price, discount_value } = line.cart_product;
  return (
    <span className="text-xs whitespace-nowrap text-stone-500 tabular-nums">
      {words.count(selling.unit, lineUnits(selling))} × {formatCents(discountedCents(toCents(price), discount_value))}
    </span>
  );
}
