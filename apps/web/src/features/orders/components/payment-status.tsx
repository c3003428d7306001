import type { PaymentStatus } from '@store/contracts/constants';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';

/** An order's payment state in the distributor's language (each row of /orders). */
export function OrderPaymentStatus({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <PaymentStatusBadge status={status} label={t(`status.${status}`)} />;
}
