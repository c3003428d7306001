import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';

/** One colour per order status, the same on the list, the detail and the dashboard. */
export const STATUS_STYLES: Record<SaleStatus, { badge: string; dot: string }> = {
  RECEIVED: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  APPROVED: { badge: 'bg-brand-50 text-brand-800 ring-brand-200', dot: 'bg-brand-500' },
  TO_DELIVER: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  DELIVERING: { badge: 'bg-violet-50 text-violet-800 ring-violet-200', dot: 'bg-violet-500' },
  DELIVERED: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  CANCELED: { badge: 'bg-red-50 text-red-700 ring-red-200', dot: 'bg-red-500' },
};

export const statusLabel = (status: SaleStatus) => SALE_STATUS_LABELS[status];

export function OrderStatusBadge({ status, size = 'sm' }: { status: SaleStatus; size?: 'sm' | 'md' }) {
  const style = STATUS_STYLES[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset ${style.badge} ${
        size === 'md' ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
      {statusLabel(status)}
    </span>
  );
}
