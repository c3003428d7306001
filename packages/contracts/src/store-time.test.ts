import { describe, expect, it } from 'vitest';
import { formatStoreDate, isRealDay, storeDayEnd, storeDayOf, storeDayStart } from './store-time.ts';

// 03:30 UTC on 5 March 2025: still the 4th in Ecuador (UTC−5), already the 5th in Madrid (UTC+1).
const AT = '2025-03-05T03:30:00Z';

describe('the store clock', () => {
  it('formats in the zone it is given, not the computer’s', () => {
    expect(formatStoreDate(AT, { timeZone: 'America/Guayaquil' })).toBe('4 mar 2025');
    expect(formatStoreDate(AT, { timeZone: 'Europe/Madrid' })).toBe('5 mar 2025');
    expect(formatStoreDate(AT, { timeZone: 'America/Guayaquil', withTime: true })).toBe('4 mar 2025, 10:30 p. m.');
  });

  it('names the day an instant falls on, in Ecuador unless told otherwise', () => {
    expect(storeDayOf(AT)).toBe('2025-03-04');
    expect(storeDayOf(AT, 'Europe/Madrid')).toBe('2025-03-05');
  });

  it('gives a day’s first and last instant in the zone', () => {
    expect(storeDayStart('2025-03-05').toISOString()).toBe('2025-03-05T05:00:00.000Z');
    expect(storeDayEnd('2025-03-05').toISOString()).toBe('2025-03-06T04:59:59.999Z');
    expect(storeDayStart('2025-03-05', 'Europe/Madrid').toISOString()).toBe('2025-03-04T23:00:00.000Z');
    // The day summer time starts in Madrid has 23 hours.
    expect(storeDayEnd('2025-03-30', 'Europe/Madrid').toISOString()).toBe('2025-03-30T21:59:59.999Z');
  });

  it('takes only days of the calendar', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2025-02-29')).toBe(false);
    expect(isRealDay('2025-3-05')).toBe(false);
  });
});
