/**
 * «Seguimiento»: the states an order went through with their dates (Ecuador time), and, once it is on its
 * way, who carries it and its guide number as the staff entered them; canceled, the reason the store gave.
 */
import type { SaleDetail } from '@store/contracts/sale';
import { Truck } from 'lucide-react';
import { orderStatusDot } from '../../../components/order-status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import ordersMessages from '../../../locales/orders.ts';
import { OrderStatus } from './order-status.tsx';

export function OrderTracking({ order }: { order: SaleDetail }) {
  const { t } = useTranslation(ordersMessages);
  const shipped = order.carrier || order.tracking_number;
  return (
    <section aria-labelledby="order-tracking-title" className="mt-6 border-t border-stone-200 pt-4">
      <h3 id="order-tracking-title" className="text-sm font-semibold text-stone-900">
        {t('tracking.title')}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <ol aria-label={t('tracking.timeline')} className="flex flex-col">
          {order.history.map((step, i) => {
            const last = i === order.history.length - 1;
            return (
              <li key={`${step.status}-${step.changed_at}`} className="relative flex gap-3 pb-4 last:pb-0">
                {!last && <span aria-hidden="true" className="absolute top-4 left-[5px] h-full w-0.5 bg-stone-200" />}
                <span aria-hidden="true" className={`relative mt-1 size-3 shrink-0 rounded-full ${orderStatusDot(step.status)}`} />
                <div className="min-w-0">
                  <OrderStatus status={step.status} />
                  <p className="mt-1 text-xs text-stone-600">
                    <time dateTime={step.changed_at}>{formatDateTime(step.changed_at, t('date-locale'))}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        {shipped && (
          <dl className="h-fit rounded-xl border border-violet-200 bg-violet-50 p-4 text-sm">
            <div className="mb-2 flex items-center gap-2 font-semibold text-violet-900">
              <Truck className="size-4" aria-hidden="true" />
              {t('tracking.on-its-way')}
            </div>
            {order.carrier && (
              <div className="flex flex-wrap justify-between gap-x-4 py-1">
                <dt className="text-stone-600">{t('tracking.carrier')}</dt>
                <dd className="font-medium text-stone-900">{order.carrier}</dd>
              </div>
            )}
            {order.tracking_number && (
              <div className="flex flex-wrap justify-between gap-x-4 py-1">
                <dt className="text-stone-600">{t('tracking.number')}</dt>
                <dd className="font-mono font-semibold break-all text-stone-900 select-all">{order.tracking_number}</dd>
              </div>
            )}
          </dl>
        )}
        {order.status === 'CANCELED' && order.cancel_reason && (
          <p className="h-fit rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <strong className="block font-semibold">{t('tracking.canceled-because')}</strong>
            {order.cancel_reason}
          </p>
        )}
      </div>
    </section>
  );
}
