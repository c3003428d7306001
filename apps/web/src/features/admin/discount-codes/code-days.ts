/**
 * A discount code's window in whole days of the store's calendar, read on the clock the pages show dates
 * with (lib/store-time), whatever the browser's zone.
 */
import { storeDayEnd, storeDayOf, storeDayStart } from '@store/contracts/store-time';
import { formatDate, storeTimeZone } from '../../../lib/store-time.ts';

/**
 * The form sends YYYY-MM-DD and the server reads a start as that day's first instant and an end as its last.
 * A date the administrator did not touch is sent back as the exact instant it had.
 */
export const dayOf = (iso: string | null) => (iso ? storeDayOf(iso, storeTimeZone) : '');
export const keepOrDay = (day: string | null | undefined, original: string | null | undefined) =>
  day ? (original && storeDayOf(original, storeTimeZone) === day ? original : day) : null;

/** A start or end shown as a day when it falls on the day's edge (to the second), with the time otherwise. */
const onEdge = (iso: string, edge: (day: string, timeZone: string) => Date) =>
  Math.abs(edge(storeDayOf(iso, storeTimeZone), storeTimeZone).getTime() - Date.parse(iso)) < 1000;
export const showStart = (iso: string) => formatDate(iso, !onEdge(iso, storeDayStart));
export const showEnd = (iso: string) => formatDate(iso, !onEdge(iso, storeDayEnd));
