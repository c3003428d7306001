import type { CartDetail } from '@store/contracts/cart';
import { paths } from '@store/contracts/paths';
import { formatMoney, toCents } from '@store/contracts/pricing';
import { Trash2 } from 'lucide-react';
import { PreSaleBadge } from '../../../components/ui/pre-sale-badge.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { UnitPrice } from '../../../components/ui/quantity-label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import cartMessages from '../../../locales/cart.ts';
import { type SavingChange, useCartLine } from '../hooks/use-cart-line.ts';
import { BoxRunNote } from './box-run-note.tsx';
import { DiscountNote, LineMath } from './discounted-price.tsx';
import { QuantityEditor } from './quantity-editor.tsx';

/** The small label a cell carries on a phone, where the row is a card and the table head is hidden. */
function CellLabel({ children, className = '' }: { children: string; className?: string }) {
  return <span className={`text-sm text-stone-500 lg:hidden ${className}`}>{children}</span>;
}

interface CartLineRowProps {
  line: CartDetail;
  /** Tells the page whether this line still has a quantity on its way to the server. */
  onSavingChange: SavingChange;
}

export function CartLineRow({ line, onSavingChange }: CartLineRowProps) {
  const { t } = useTranslation(cartMessages);
  const { quantity, remove } = useCartLine(line, onSavingChange);
  const { saving } = quantity;
  const { product, color, code, price, discount_value } = line.cart_product;
  const productPath = paths.product(product.productid);

  const cell = 'flex items-start justify-between gap-4 py-1.5 lg:table-cell lg:py-5 lg:align-top';
  return (
    <tr
      className={`relative block rounded-xl border border-stone-200 bg-white p-4 shadow-xs lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 lg:shadow-none ${remove.pending ? 'opacity-50' : ''}`}
    >
      <td className="block pr-10 pb-3 lg:table-cell lg:py-5 lg:pr-4 lg:pl-5">
        <div className="flex gap-4">
          <Link
            to={productPath}
            tabIndex={-1}
            aria-hidden="true"
            className="size-20 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100 sm:size-24"
          >
            <ProductImage
              src={line.cart_product.product_media[0]?.url}
              alt=""
              width={96}
              height={96}
              className="size-full object-cover"
              loading="lazy"
            />
          </Link>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{product.product_brand.name}</p>
            <Link to={productPath} className="mt-0.5 block font-semibold text-stone-900 hover:text-brand-700 hover:underline">
              {product.name}
            </Link>
            <BoxRunNote product={product} className="mt-0.5" />
            {product.preventa && (
              <p className="mt-1">
                <PreSaleBadge size="sm" />
              </p>
            )}
            <dl className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">{t('line.color')}</dt>
                <dd className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block size-3.5 rounded-full border border-stone-300"
                    style={{ backgroundColor: color.hexcode }}
                  />
                  {color.name}
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="sr-only">{t('line.code')}</dt>
                <dd className="font-mono text-xs text-stone-500">{code}</dd>
              </div>
              {line.size && (
                <div className="flex items-center gap-1 rounded-md bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  <dt>{t('line.size')}</dt>
                  <dd>{line.size.name}</dd>
                </div>
              )}
            </dl>
          </div>
        </div>
      </td>
      <td className={`${cell} border-t border-stone-100 pt-3 lg:border-0 lg:px-4`}>
        <CellLabel className="mt-2.5">{t('table.quantity')}</CellLabel>
        <QuantityEditor line={line} draft={quantity.draft} error={quantity.error} onChange={quantity.change} onBlur={quantity.settle} />
      </td>
      <td className={`${cell} lg:px-4 lg:text-right`}>
        <CellLabel>{t('table.price')}</CellLabel>
        <UnitPrice
          priceCents={toCents(price)}
          discountPercent={discount_value}
          unit={product.unit}
          boxUnits={product.stocktype === 'BOXES' ? product.units_per_box : undefined}
          className="items-end gap-0.5 text-right font-semibold text-stone-900"
          note={<DiscountNote priceCents={toCents(price)} discountPercent={discount_value} unit={product.unit} />}
        />
      </td>
      <td className={`${cell} lg:px-4 lg:text-right`}>
        <CellLabel>{t('table.total')}</CellLabel>
        <div className="flex flex-col items-end">
          <p className={`text-right text-base font-bold text-stone-900 tabular-nums ${saving ? 'opacity-50' : ''}`}>
            {saving && <Spinner className="mr-1.5 inline size-4 align-[-2px]" />}
            {formatMoney(line.line_total)}
          </p>
          <LineMath line={line} />
        </div>
      </td>
      <td className="absolute top-3 right-3 lg:static lg:table-cell lg:py-4 lg:pr-4 lg:align-top">
        <button
          type="button"
          onClick={remove.run}
          disabled={remove.pending}
          aria-label={t('line.remove', { name: product.name })}
          title={t('line.remove', { name: product.name })}
          className="inline-flex size-10 items-center justify-center rounded-lg text-stone-500 transition-colors hover:bg-red-50 hover:text-red-600 disabled:cursor-not-allowed"
        >
          <Trash2 className="size-5" />
        </button>
      </td>
    </tr>
  );
}
