import { describe, expect, it } from 'vitest';
import { inWindow, windowLabel, windowsOverlap } from './price-lists.ts';
import { groupPriceCents } from './pricing.ts';
import { addDays, daysBetween } from './store-time.ts';

describe('a group’s price', () => {
  it('is the list’s own price for the variant, else its percent off the list price, else the list price', () => {
    expect(groupPriceCents(2990, null)).toBe(2990);
    expect(groupPriceCents(2990, { percent: 10 })).toBe(2691);
    // 15 % of $9.99 is 149.85 cents: rounded to 150
    expect(groupPriceCents(999, { percent: 15 })).toBe(849);
    expect(groupPriceCents(2990, { percent: null }, 2500)).toBe(2500);
    expect(groupPriceCents(2990, { percent: null })).toBe(2990);
  });
});

describe('windows of store days', () => {
  const december = { validFrom: '2026-12-01', validUntil: '2026-12-31' };
  it('hold their first and last day, and an open end holds every day that way', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-31', '2027-01-01'].map((d) => inWindow(december, d))).toEqual([false, true, true, false]);
    expect(inWindow({ validFrom: null, validUntil: null }, '1999-01-01')).toBe(true);
    expect(inWindow({ validFrom: '2027-01-01', validUntil: null }, '2026-12-31')).toBe(false);
  });

  it('overlap when they share a day', () => {
    expect(windowsOverlap(december, { validFrom: '2026-12-31', validUntil: null })).toBe(true);
    expect(windowsOverlap(december, { validFrom: '2027-01-01', validUntil: null })).toBe(false);
    expect(windowsOverlap(december, { validFrom: null, validUntil: '2026-11-30' })).toBe(false);
    expect(windowsOverlap({ validFrom: null, validUntil: null }, december)).toBe(true);
    expect(windowLabel(december)).toBe('del 2026-12-01 al 2026-12-31');
    expect(windowLabel({ validFrom: null, validUntil: null })).toBe('sin fechas');
  });

  it('add days across months and leap years', () => {
    expect(addDays('2026-01-30', 30)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
  });
});
