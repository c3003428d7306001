import { describe, expect, it } from 'vitest';
import { dayTicks, shortDay, shortMoney } from './chart-format.ts';

describe('chart formats', () => {
  it('writes a day as «28 nov», whatever the zone', () => {
    expect(shortDay('2026-11-28')).toBe('28 nov');
    expect(shortDay('2026-01-01')).toBe('1 ene');
  });

  it('writes money in few characters', () => {
    expect(shortMoney(0)).toBe('$0');
    expect(shortMoney(85_049)).toBe('$850');
    expect(shortMoney(120_000)).toBe('$1.2\u00a0mil');
    expect(shortMoney(100_000)).toBe('$1\u00a0mil');
    expect(shortMoney(135_000)).toBe('$1.35\u00a0mil');
    expect(shortMoney(1_512_345)).toBe('$15.1\u00a0mil');
    expect(shortMoney(25_049_900)).toBe('$250\u00a0mil');
    expect(shortMoney(130_000_000)).toBe('$1.3\u00a0M');
  });

  it('labels days evenly apart, today always among them', () => {
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const ticks = dayTicks(days, 10);
    expect(ticks).toHaveLength(10);
    expect(ticks.at(-1)).toBe('2026-11-30');
    const gaps = ticks.slice(1).map((d, i) => Number(d.slice(-2)) - Number(ticks[i].slice(-2)));
    expect(new Set(gaps)).toEqual(new Set([3]));
    expect(dayTicks(days, 5)).toEqual(['2026-11-06', '2026-11-12', '2026-11-18', '2026-11-24', '2026-11-30']);
    expect(dayTicks(days.slice(0, 3), 10)).toEqual(days.slice(0, 3));
  });
});
