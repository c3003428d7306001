import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';

/** An order's status in the distributor's language: the contract's Spanish labels, others from orders.json. */
export function OrderStatus({ status }: { status: SaleStatus }) {
  const { t } = useTranslation('orders');
  return <OrderStatusBadge status={status} label={t(`status.${status}`, { defaultValue: SALE_STATUS_LABELS[status] })} />;
}
