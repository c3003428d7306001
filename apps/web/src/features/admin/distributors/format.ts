import type { UserStatus } from '@store/contracts/constants';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  DISABLED: 'gray',
};
