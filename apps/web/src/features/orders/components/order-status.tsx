import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import ordersMessages from '../../../locales/orders.ts';

/** An order's status in the distributor's language: the contract's Spanish labels, others from orders.json. */
export function OrderStatus({ status }: { status: SaleStatus }) {
  const { t } = useTranslation(ordersMessages);
  return <OrderStatusBadge status={status} label={t(`status.${status}`, { defaultValue: SALE_STATUS_LABELS[status] })} />;
}
