import type { CartDetail } from '@store/contracts/cart';
import { formatSizeRun } from '@store/contracts/size-run-format';
import { useTranslation } from '../../../lib/i18n.ts';
import cartMessages from '../../../locales/cart.ts';

/** A box line says what one box holds by size («Cada caja: 38–43: 1-2-3-3-2-1»), as the product page does. */
export function BoxRunNote({ product, className = '' }: { product: CartDetail['cart_product']['product']; className?: string }) {
  const { t } = useTranslation(cartMessages);
  if (product.stocktype !== 'BOXES' || !product.box_size_run?.length) return null;
  return <p className={`text-xs text-stone-600 ${className}`}>{t('line.box-run', { run: formatSizeRun(product.box_size_run) })}</p>;
}
