/**
 * What an order holds: its lines (product, colour, size, quantity, price, discount, total) and its totals
 * (gross, discount code, subtotal, VAT, total).
 */
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { VAT_RATE } from '@store/contracts/constants';
import { formatCents } from '@store/contracts/pricing';
import type { ReactNode } from 'react';
import { PreSaleBadge } from '../../../components/ui/pre-sale-badge.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { QuantityLabel, UnitPrice } from '../../../components/ui/quantity-label.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { adminSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(adminOrdersMessages);
  const words = useSellingWords();
  // the product's page is the catalogue's (not Ventas'): without it the name is only text
  const catalog = useCan()('catalog');
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase';
  const wide = 'hidden sm:table-cell';
  return (
    <div className="-mx-4 overflow-x-auto sm:-mx-5">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('detail.lines-caption')}</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={`${th} pl-4 sm:pl-5`}>
              {t('detail.col.product')}
            </th>
            <th scope="col" className={`${th} ${wide} text-right`}>
              {t('detail.col.quantity')}
            </th>
            <th scope="col" className={`${th} ${wide} text-right`}>
              {t('detail.col.price')}
            </th>
            <th scope="col" className={`${th} ${wide} text-right`}>
              {t('detail.col.discount')}
            </th>
            <th scope="col" className={`${th} pr-4 text-right sm:pr-5`}>
              {t('detail.col.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {order.lines.map((l) => (
            <tr key={l.saledetailid}>
              <td className="py-3 pr-3 pl-4 sm:pl-5">
                <div className="flex items-start gap-3">
                  <ProductImage
                    src={l.thumbnail}
                    alt=""
                    loading="lazy"
                    className="size-14 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain"
                  />
                  <div className="min-w-0">
                    {catalog ? (
                      <Link
                        to={adminPaths.product(l.productId)}
                        className="font-medium text-stone-900 hover:text-brand-700 hover:underline"
                      >
                        {l.productName}
                      </Link>
                    ) : (
                      <span className="font-medium text-stone-900">{l.productName}</span>
                    )}
                    {l.preventa && (
                      <span className="ml-2 align-middle">
                        <PreSaleBadge size="sm" />
                      </span>
                    )}
                    <p className="text-xs text-stone-500">
                      {l.brandName} · <span className="font-mono">{l.code}</span>
                    </p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-stone-700">
                      <span className="inline-flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className="size-2.5 rounded-full ring-1 ring-stone-300"
                          style={{ backgroundColor: l.colorHex }}
                        />
                        <span>
                          <span className="sr-only">{t('detail.col.color')}: </span>
                          {l.colorName}
                        </span>
                      </span>
                      {l.sizeName && <span>{t('detail.size', { size: l.sizeName })}</span>}
                    </p>
                    <p className="mt-1 text-xs text-stone-600 tabular-nums sm:hidden">
                      {words.quantityText(adminSellingLine(l))} × {formatCents(l.priceCents)} {words.each(l.unit)}
                      {l.discountPercent ? ` (−${l.discountPercent}%)` : ''}
                    </p>
                  </div>
                </div>
              </td>
              <td className={`${wide} px-3 py-3 text-right tabular-nums`}>
                <QuantityLabel line={adminSellingLine(l)} className="whitespace-nowrap" />
              </td>
              <td className={`${wide} px-3 py-3 text-right`}>
                <UnitPrice
                  priceCents={l.priceCents}
                  unit={l.unit}
                  boxUnits={l.stockType === 'BOXES' ? l.unitsPerQuantity : undefined}
                  className="items-end"
                />
              </td>
              <td className={`${wide} px-3 py-3 text-right tabular-nums`}>{l.discountPercent ? `−${l.discountPercent}%` : '—'}</td>
              <td className="py-3 pr-4 pl-3 text-right align-top font-semibold whitespace-nowrap tabular-nums sm:pr-5 sm:align-middle">
                {formatCents(l.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrderTotals({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(adminOrdersMessages);
  const row = (label: ReactNode, value: string, className = '') => (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  const { totals } = order;
  return (
    <dl className="ml-auto flex w-full max-w-sm flex-col gap-1.5 text-sm text-stone-700">
      {row(t('detail.gross'), formatCents(totals.grossCents))}
      {order.codePercent > 0 &&
        row(
          t('detail.discount-code', { code: order.discountCode ?? '', percent: order.codePercent }),
          `−${formatCents(totals.discountCents)}`,
          'text-emerald-700',
        )}
      {row(t('detail.subtotal'), formatCents(totals.subtotalCents), 'border-t border-stone-200 pt-1.5')}
      {row(t('detail.vat', { rate: Math.round(VAT_RATE * 100) }), formatCents(totals.vatCents))}
      {row(t('detail.total'), formatCents(totals.totalCents), 'border-t border-stone-200 pt-2 text-lg font-bold text-stone-900')}
    </dl>
  );
}
