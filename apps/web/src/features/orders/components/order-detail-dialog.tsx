import { joinAddress } from '@store/contracts/delivery';
import { formatMoney, toCents } from '@store/contracts/pricing';
import type { SaleDetail } from '@store/contracts/sale';
import { MapPin } from 'lucide-react';
import { DetailState } from '../../../components/detail-state.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PreSaleBadge } from '../../../components/ui/pre-sale-badge.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { QuantityLabel, UnitPrice } from '../../../components/ui/quantity-label.tsx';
import { WhatsAppButton } from '../../../components/whatsapp-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { orderSellingLine } from '../../../lib/selling-unit.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import ordersMessages from '../../../locales/orders.ts';
import quotesMessages from '../../../locales/quotes.ts';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { ApprovalPanel } from './approval-panel.tsx';
import { DueDate } from './due-date.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderPdfButton } from './order-pdf-button.tsx';
import { OrderStatus } from './order-status.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { ReorderButton } from './reorder-button.tsx';

interface OrderDetailDialogProps {
  /** the order shown, null when the dialog is closed */
  orderId: number | null;
  onClose: () => void;
}

export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation(ordersMessages);
  const detail = useOrderDetail(orderId);
  const order = detail.data?.userSale;
  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      wide
      title={t('detail.title', { id: orderId })}
      description={
        order ? (
          <span className="flex flex-wrap items-center gap-3">
            <OrderStatus status={order.status} />
            <span>{t('detail.placed-on', { date: formatDateTime(order.saledate, t('date-locale')) })}</span>
            <DueDate dueOn={order.due_on} overdue={order.overdue} className="text-sm" />
          </span>
        ) : undefined
      }
    >
      <DetailState query={detail} error={t('detail.error')}>
        {(data) => <OrderDetailBody order={data.userSale} />}
      </DetailState>
    </Dialog>
  );
}

function OrderDetailBody({ order }: { order: SaleDetail }) {
  const { t } = useTranslation(ordersMessages);
  const label = 'text-xs text-stone-500 sm:hidden';
  const cell = 'flex items-center justify-between gap-3 py-0.5 sm:table-cell sm:py-3 sm:px-3 sm:text-right';
  const row = 'flex items-baseline justify-between gap-4 py-1';
  return (
    <>
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{t('detail.caption')}</caption>
        <thead className="hidden border-b border-stone-200 text-xs font-semibold tracking-wide text-stone-500 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('detail.product')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('detail.quantity')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('detail.price')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('detail.discount')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              {t('detail.line-total')}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-stone-100 sm:table-row-group">
          {order.saledetail.map((line) => (
            <tr key={line.saledetailid} className="block py-3 sm:table-row sm:py-0">
              <td className="block pb-2 sm:table-cell sm:py-3 sm:pr-3">
                <div className="flex gap-3">
                  <ProductImage
                    src={line.product.thumbnail}
                    alt=""
                    loading="lazy"
                    className="size-14 shrink-0 rounded-lg border border-stone-200 bg-stone-100 object-cover"
                  />
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{line.product.product_brand.name}</p>
                    <p className="font-medium text-stone-900">{line.product.name}</p>
                    {line.preventa && (
                      <p className="mt-1">
                        <PreSaleBadge size="sm" />
                      </p>
                    )}
                    <dl className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-stone-600">
                      <div className="flex items-center gap-1">
                        <dt className="sr-only">{t('detail.code')}</dt>
                        <dd className="font-mono">{line.product_sale_detail.code}</dd>
                      </div>
                      <div className="flex items-center gap-1.5">
                        <dt className="sr-only">{t('detail.color')}</dt>
                        <dd className="flex items-center gap-1.5">
                          <span
                            aria-hidden="true"
                            className="inline-block size-3 rounded-full border border-stone-300"
                            style={{ backgroundColor: line.product_sale_detail.color.hexcode }}
                          />
                          {line.product_sale_detail.color.name}
                        </dd>
                      </div>
                      {line.size && (
                        <div className="flex items-center gap-1">
                          <dt>{t('detail.size')}</dt>
                          <dd className="font-medium text-stone-800">{line.size}</dd>
                        </div>
                      )}
                    </dl>
                  </div>
                </div>
              </td>
              <td className={`${cell} tabular-nums`}>
                <span className={label}>{t('detail.quantity')}</span>
                <QuantityLabel line={orderSellingLine(line)} />
              </td>
              <td className={`${cell} tabular-nums`}>
                <span className={label}>{t('detail.price')}</span>
                <UnitPrice
                  priceCents={toCents(line.price)}
                  unit={line.unit}
                  boxUnits={line.stocktype === 'BOXES' ? line.units_per_quantity : undefined}
                  className="items-end"
                />
              </td>
              <td className={`${cell} tabular-nums`}>
                <span className={label}>{t('detail.discount')}</span>
                {line.discount_value > 0 ? `${line.discount_value}%` : '—'}
              </td>
              <td className={`${cell} font-semibold text-stone-900 tabular-nums sm:pr-0`}>
                <span className={label}>{t('detail.line-total')}</span>
                {formatMoney(line.line_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto max-w-xs border-t border-stone-200 pt-3 text-sm text-stone-700 tabular-nums">
        <div className={row}>
          <dt>{t('detail.gross')}</dt>
          <dd>{formatMoney(order.gross)}</dd>
        </div>
        {order.discount_amount > 0 && (
          <div className={`${row} text-brand-700`}>
            <dt>{t('detail.code-discount', { code: order.discount_code, percent: order.discount_value })}</dt>
            <dd className="font-medium">-{formatMoney(order.discount_amount)}</dd>
          </div>
        )}
        <div className={row}>
          <dt>{t('detail.subtotal')}</dt>
          <dd>{formatMoney(order.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t('detail.vat')}</dt>
          <dd>{formatMoney(order.vat)}</dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-stone-200 pt-2">
          <dt className="font-semibold text-stone-900">{t('detail.total')}</dt>
          <dd className="text-xl font-bold text-stone-900">{formatMoney(order.sale_total)}</dd>
        </div>
      </dl>
      <ApprovalPanel order={order} />
      <Delivery delivery={order.delivery} placedBy={order.placed_by} approvedBy={order.approved_by} enteredBy={order.entered_by} />
      <OrderTracking order={order} />
      <PaymentPanel order={order} />
      <OrderInvoices orderId={order.saleid} invoices={order.invoices} />
      {/* One column of full-width buttons on a phone, one row on wider screens. */}
      <div className="mt-6 grid gap-2 border-t border-stone-200 pt-4 sm:flex sm:flex-wrap sm:justify-end">
        <WhatsAppButton text={t('detail.whatsapp', { id: order.saleid })} className="sm:mr-auto" />
        <OrderPdfButton orderId={order.saleid} />
        <ReorderButton orderId={order.saleid} className="h-10!" />
      </div>
    </>
  );
}

/**
 * Where the order goes: the branch and who receives it as they were when it was placed, who of the company placed it,
 * and the member of «Ventas» who keyed it in for the company, if one did (docs/product.md §29).
 */
function Delivery(props: { delivery: SaleDetail['delivery']; placedBy: string; approvedBy: string | null; enteredBy: string | null }) {
  const { delivery, placedBy, approvedBy, enteredBy } = props;
  const { t } = useTranslation(ordersMessages);
  const { t: tq } = useTranslation(quotesMessages);
  return (
    <section aria-labelledby="order-delivery" className="mt-6 flex gap-3 rounded-xl border border-stone-200 p-4 text-sm sm:p-5">
      <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0">
        <h3 id="order-delivery" className="font-semibold text-stone-900">
          {t('detail.delivery')}
        </h3>
        {delivery.branch && <p className="mt-1 font-medium text-stone-900">{t('detail.branch', { name: delivery.branch })}</p>}
        <p className="mt-1 text-stone-800">{delivery.address}</p>
        <p className="text-stone-600">{joinAddress(delivery.parish, delivery.city, delivery.province)}</p>
        {delivery.reference && <p className="text-stone-600">{t('detail.reference', { reference: delivery.reference })}</p>}
        <p className="mt-1 text-stone-600">
          {delivery.name} · <span className="tabular-nums">{delivery.phone}</span>
        </p>
        <p className="mt-2 text-stone-600">
          {t('detail.placed-by', { name: placedBy })}
          {approvedBy && ` · ${t('detail.approved-by', { name: approvedBy })}`}
          {enteredBy && ` · ${tq('entered-by', { name: enteredBy })}`}
        </p>
      </div>
    </section>
  );
}
