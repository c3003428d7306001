import { describe, expect, it } from 'vitest';
import { shortDay, shortMoney } from './chart-format.ts';

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
});
