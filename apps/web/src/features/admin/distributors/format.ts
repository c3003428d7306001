import type { UserStatus } from '@store/contracts/constants';
import type { BadgeTone } from '../components/badge.tsx';

/** Dates of the back office read in Ecuador's time, whatever the browser's zone. */
export function formatDate(iso: string, withTime = false) {
  return new Intl.DateTimeFormat('es-EC', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Guayaquil',
  }).format(new Date(iso));
}

export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  DISABLED: 'gray',
};
