import { STORE_TIME_ZONE } from '@store/contracts/constants';
import { formatStoreDate, storeDayStart } from '@store/contracts/store-time';

declare global {
  interface ImportMetaEnv {
    /** the store's IANA time zone, set at build time; America/Guayaquil when unset */
    readonly VITE_STORE_TIME_ZONE?: string;
  }
}

/** The store's clock: every date a page shows reads in this zone, whatever the browser's. */
export const storeTimeZone = import.meta.env.VITE_STORE_TIME_ZONE || STORE_TIME_ZONE;

/** A date on the store's clock: «5 mar 2025», or «5 mar 2025, 10:30» with the time; Spanish unless told. */
export const formatDate = (at: string | Date, withTime = false, locale?: string) =>
  formatStoreDate(at, { timeZone: storeTimeZone, withTime, locale });

/** Day and time: «5 mar 2025, 10:30». */
export const formatDateTime = (at: string | Date, locale?: string) => formatDate(at, true, locale);

/**
 * A calendar day (YYYY-MM-DD, a credit order's due day) as the pages show dates: «5 mar 2025». Read as the day's
 * first instant on the store's clock: `new Date('2025-03-05')` is UTC midnight, the 4th in Ecuador.
 */
export const formatDay = (day: string, locale?: string) => formatDate(storeDayStart(day, storeTimeZone), false, locale);
