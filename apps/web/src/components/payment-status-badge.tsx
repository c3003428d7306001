import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@store/contracts/constants';
import { Badge, type BadgeTone } from './ui/badge.tsx';

/** One colour per payment state: the distributor's orders and the back office's list and order page. */
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  PENDING: 'gray',
  SENT: 'yellow',
  CONFIRMED: 'green',
  REJECTED: 'red',
};

interface PaymentStatusBadgeProps {
  status: PaymentStatus;
  /** the words, when a page translates them; the contract's Spanish label otherwise */
  label?: string;
  size?: 'sm' | 'md';
}

export function PaymentStatusBadge({ status, label = PAYMENT_STATUS_LABELS[status], size }: PaymentStatusBadgeProps) {
  return (
    <Badge tone={PAYMENT_TONES[status]} size={size} dot>
      {label}
    </Badge>
  );
}
