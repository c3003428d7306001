import { STORE_TIME_ZONE } from '@store/contracts/constants';

/** The back office's dates read in the store's time (Ecuador), whatever the browser's zone. */
export function formatDate(iso: string | Date, withTime = false) {
  return new Intl.DateTimeFormat('es-EC', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}

/** Day and time: «5 mar 2025, 10:30». */
export const formatDateTime = (iso: string | Date) => formatDate(iso, true);
