import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';
import { useTranslation } from 'react-i18next';

const tones: Record<SaleStatus, string> = {
  RECEIVED: 'bg-sky-50 text-sky-800 ring-sky-200',
  APPROVED: 'bg-brand-50 text-brand-800 ring-brand-200',
  TO_DELIVER: 'bg-amber-50 text-amber-800 ring-amber-200',
  DELIVERING: 'bg-violet-50 text-violet-800 ring-violet-200',
  DELIVERED: 'bg-green-50 text-green-800 ring-green-200',
  CANCELED: 'bg-red-50 text-red-800 ring-red-200',
};

const dots: Record<SaleStatus, string> = {
  RECEIVED: 'bg-sky-500',
  APPROVED: 'bg-brand-500',
  TO_DELIVER: 'bg-amber-500',
  DELIVERING: 'bg-violet-500',
  DELIVERED: 'bg-green-500',
  CANCELED: 'bg-red-500',
};

/** The Spanish labels are the contract's (SALE_STATUS_LABELS); other languages come from orders.json. */
export function useSaleStatusLabel() {
  const { t } = useTranslation('orders');
  return (status: SaleStatus) => t(`status.${status}`, { defaultValue: SALE_STATUS_LABELS[status] });
}

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const label = useSaleStatusLabel();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[status]}`} />
      {label(status)}
    </span>
  );
}
