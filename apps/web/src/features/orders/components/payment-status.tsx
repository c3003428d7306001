import type { PaymentStatus, SaleStatus } from '@store/contracts/constants';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import paymentsMessages from '../../../locales/payments.ts';

/**
 * An order's payment state in the distributor's language (each row of /orders); a canceled order that was
 * never paid shows none, since there is nothing to pay.
 */
export function OrderPaymentStatus({ status, orderStatus }: { status: PaymentStatus; orderStatus: SaleStatus }) {
  const { t } = useTranslation(paymentsMessages);
  if (orderStatus === 'CANCELED' && status === 'PENDING') return null;
  return <PaymentStatusBadge status={status} label={t(`status.${status}`)} />;
}
