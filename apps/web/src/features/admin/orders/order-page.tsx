/**
 * One order in the back office: the buyer as the order was placed, its lines and totals, its history, and
 * moving it along the order flow (each move confirmed first, since it mails the distributor), and «Emitir factura»
 * while it is approved.
 */
import { formatCents } from '@store/contracts/pricing';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useParams } from '../../../lib/router.tsx';
import { adminSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RecordHistory } from '../components/record-history.tsx';
import { useAdminOrder } from './api/get-admin-order.ts';
import { IssueInvoice } from './issue-invoice.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDistributor } from './order-distributor.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines, OrderTotals } from './order-lines.tsx';
import { OrderOrigin } from './order-origin.tsx';
import { OrderPayment } from './order-payment.tsx';

export default function OrderPage() {
  const { t } = useTranslation(adminOrdersMessages);
  const words = useSellingWords();
  const { id } = useParams();
  const orderId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const query = useAdminOrder(orderId);
  const can = useCan();
  const back = { to: adminPaths.orders, label: t('detail.back') };
  return (
    <QueryState query={query}>
      {({ order }) => (
        <>
          <PageHeader
            back={back}
            title={
              <span className="flex flex-wrap items-center gap-3">
                {t('detail.title', { id: order.saleid })}
                <OrderStatusBadge status={order.status} size="md" />
              </span>
            }
            description={[
              t('detail.placed', { date: formatDateTime(order.saledate) }),
              words.totals(order.lines.map(adminSellingLine)),
              formatCents(order.totals.totalCents),
              // on its way: who carries it and its guide, as entered on the move
              ...(order.carrier ? [`${t('detail.carrier')}: ${order.carrier}`] : []),
              ...(order.trackingNumber ? [`${t('detail.tracking-number')}: ${order.trackingNumber}`] : []),
            ].join(' · ')}
            actions={
              <>
                {order.status === 'APPROVED' && can('invoices') && <IssueInvoice key={order.saleid} orderId={order.saleid} />}
                <OrderActions order={order} />
              </>
            }
          />
          <OrderOrigin order={order} />
          {order.status === 'CANCELED' && order.cancelReason && (
            <p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              <strong className="font-semibold">{t('detail.canceled-because')}</strong> {order.cancelReason}
            </p>
          )}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <div className="flex min-w-0 flex-col gap-4">
              <Panel title={t('detail.lines')}>
                <OrderLines order={order} />
                <div className="mt-4 border-t border-stone-200 pt-4">
                  <h3 className="sr-only">{t('detail.totals')}</h3>
                  <OrderTotals order={order} />
                </div>
              </Panel>
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              {can('payments') && <OrderPayment order={order} />}
              <OrderDistributor d={order.distributor} delivery={order.delivery} />
              <OrderHistory order={order} />
              <RecordHistory entity="order" entityId={order.saleid} />
            </div>
          </div>
        </>
      )}
    </QueryState>
  );
}
