import { discountedPrice, formatMoney } from '@store/contracts/pricing';
import { useTranslation } from '../../lib/i18n.ts';
import catalogMessages from '../../locales/catalog.ts';

/** A price with its discount: the discounted price with two decimals and the original struck through. */
export function PriceTag({ price, discount, size = 'md' }: { price: number; discount: number; size?: 'md' | 'lg' }) {
  const { t } = useTranslation(catalogMessages);
  const big = size === 'lg' ? 'text-3xl' : 'text-lg';
  if (discount > 0) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${big} font-bold text-red-700`}>{formatMoney(discountedPrice(price, discount))}</span>
        <s className="text-sm text-stone-500">
          <span className="sr-only">{t('price.original')} </span>
          {formatMoney(price)}
        </s>
      </p>
    );
  }
  return <p className={`${big} font-bold text-stone-900`}>{formatMoney(price)}</p>;
}
