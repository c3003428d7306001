import { dollarsToCents, parseDiscount } from '@store/contracts/admin-products';
import { boxCents, discountedCents, formatCents, vatBreakdown } from '@store/contracts/pricing';
import { useTranslation } from '../../../lib/i18n.ts';
import adminProductsMessages from '../../../locales/admin-products.ts';

/**
 * What the price typed means: without VAT and, with a discount, what the distributor pays; the price is
 * per pair (or unit), so a box product also shows what one box costs.
 */
export function PriceHint({ price, discount, boxUnits }: { price: string; discount: string; boxUnits?: number }) {
  const { t } = useTranslation(adminProductsMessages);
  const cents = dollarsToCents(price ?? '');
  if (cents === null) return null;
  const percent = parseDiscount(discount ?? '') ?? 0;
  const { subtotalCents, vatCents } = vatBreakdown(cents);
  return (
    <span data-testid="price-hint">
      {percent > 0
        ? t('variants.price-hint-discount', { net: formatCents(subtotalCents), final: formatCents(discountedCents(cents, percent)) })
        : t('variants.price-hint', { net: formatCents(subtotalCents), vat: formatCents(vatCents) })}
      {boxUnits !== undefined &&
        ` · ${t('variants.price-hint-box', { units: boxUnits, box: formatCents(boxCents(cents, percent, boxUnits)) })}`}
    </span>
  );
}
