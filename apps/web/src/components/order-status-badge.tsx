import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';
import { Badge, type BadgeTone, badgeDot } from './ui/badge.tsx';

/** One colour per order status: the distributor's orders, the back office's list, detail and dashboard. */
const STATUS_TONES: Record<SaleStatus, BadgeTone> = {
  RECEIVED: 'blue',
  APPROVED: 'brand',
  TO_DELIVER: 'yellow',
  DELIVERING: 'violet',
  DELIVERED: 'green',
  CANCELED: 'red',
  PENDING_APPROVAL: 'gray',
};

/** The status's dot colour, for the tabs, the dashboard and the history beside the badges. */
export const orderStatusDot = (status: SaleStatus) => badgeDot(STATUS_TONES[status]);

interface OrderStatusBadgeProps {
  status: SaleStatus;
  /** the words, when a page translates them; the contract's Spanish label otherwise */
  label?: string;
  size?: 'sm' | 'md';
}

export function OrderStatusBadge({ status, label = SALE_STATUS_LABELS[status], size }: OrderStatusBadgeProps) {
  return (
    <Badge tone={STATUS_TONES[status]} size={size} dot>
      {label}
    </Badge>
  );
}
