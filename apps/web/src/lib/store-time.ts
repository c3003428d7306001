import { STORE_TIME_ZONE } from '@store/contracts/constants';
import { formatStoreDate } from '@store/contracts/store-time';

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
