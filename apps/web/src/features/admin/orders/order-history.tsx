/** An order's history: each status it reached, when, and who moved it there. */
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { SALE_STATUS_LABELS } from '@store/contracts/constants';
import { orderStatusDot } from '../../../components/order-status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { Panel } from '../components/page-header.tsx';

export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(adminOrdersMessages);
  return (
    <Panel title={t('detail.history')}>
      <ol aria-label={t('detail.history')} className="relative flex flex-col gap-4 border-l-2 border-stone-200 pl-5">
        {order.history.map((h) => (
          <li key={`${h.status}-${h.changedAt}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1 -left-[27px] size-3 rounded-full ring-4 ring-white ${orderStatusDot(h.status)}`}
            />
            <p className="font-semibold text-stone-900">{SALE_STATUS_LABELS[h.status]}</p>
            <p className="text-sm text-stone-600">
              <time dateTime={h.changedAt}>{formatDateTime(h.changedAt)}</time>
            </p>
            <p className="text-xs text-stone-500">
              {h.by ? t('detail.by', { name: h.by.name ? `${h.by.name} (${h.by.email})` : h.by.email }) : t('detail.by-unknown')}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
