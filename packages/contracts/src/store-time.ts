/**
 * Time as the store reads it: every date shown (pages, back office, e-mails) is the store's wall clock,
 * whatever the computer's zone. The zone is an argument: the server takes it from its configuration
 * (STORE_TIME_ZONE), the web from its build (VITE_STORE_TIME_ZONE); both default to STORE_TIME_ZONE.
 */
import { STORE_TIME_ZONE } from './constants.ts';

export interface StoreDateOptions {
  /** an IANA zone, e.g. America/Guayaquil */
  timeZone: string;
  /** es-EC unless a page in another language asks */
  locale?: string;
  /** add the time of day: «5 mar 2025, 10:30» instead of «5 mar 2025» */
  withTime?: boolean;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per locale, zone and style.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) in the store's zone, medium style: «5 mar 2025» or «5 mar 2025, 10:30». */
export function formatStoreDate(at: Date | string | number, { timeZone, locale = 'es-EC', withTime = false }: StoreDateOptions): string {
  const key = `${locale}|${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(at));
}

/** A YYYY-MM-DD that names a day of the calendar (not 2030-02-30). */
export const isRealDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

// The calendar days below are the ones a discount code's window is typed in; the server reads them in its
// zod schema, which has no configuration to ask, so their zone defaults to STORE_TIME_ZONE. A page passes
// its configured zone to show and compare days on the same clock it formats them with.

/** The calendar day (YYYY-MM-DD) an instant falls on in the store's zone. */
export function storeDayOf(at: Date | string | number, timeZone = STORE_TIME_ZONE): string {
  return formatter(
    `day:${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(new Date(at));
}

/** Formatters by zone, made once: making one costs far more than formatting with it (a catalogue read asks for today). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let kept = formatters.get(key);
  if (!kept) {
    kept = make();
    formatters.set(key, kept);
  }
  return kept;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds (−5 h in Ecuador). */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = formatter(
    `clock:${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** The first instant of a calendar day (YYYY-MM-DD) in the store's zone. */
export function storeDayStart(day: string, timeZone = STORE_TIME_ZONE): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return new Date(utcMidnight - zoneOffsetMs(guess, timeZone));
}

/** The last millisecond of a calendar day (YYYY-MM-DD) in the store's zone: a code "until 31 January" runs all that day. */
export function storeDayEnd(day: string, timeZone = STORE_TIME_ZONE): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return new Date(storeDayStart(next, timeZone).getTime() - 1);
}

/** A calendar day `days` later (or earlier, negative): '2026-01-30' + 30 → '2026-03-01'. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another: '2026-01-30' → '2026-03-01' is 30. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
