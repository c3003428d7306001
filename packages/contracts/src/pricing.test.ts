import { describe, expect, it } from 'vitest';
import {
  boxCents,
  computeTotals,
  discountedCents,
  discountedPrice,
  formatCents,
  formatMoney,
  lineTotalCents,
  lineUnits,
  vatBreakdown,
} from './pricing.ts';

describe('pricing', () => {
  it('takes a percentage off a price, to the cent', () => {
    expect(discountedCents(2990, 10)).toBe(2691);
    expect(discountedCents(2990, 0)).toBe(2990);
    expect(discountedPrice(49.9, 25)).toBe(37.42);
    expect(formatMoney(37.4)).toBe('$37.40');
  });

  it('writes money as Ecuador does: a comma between thousands, a point before the cents', () => {
    expect(formatCents(1174829)).toBe('$11,748.29');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(99900)).toBe('$999.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('splits a VAT-inclusive total into subtotal = total / 1.15 and VAT = 15% of it', () => {
    expect(vatBreakdown(11500)).toEqual({ subtotalCents: 10000, vatCents: 1500 });
    const { subtotalCents, vatCents } = vatBreakdown(2691);
    expect(subtotalCents).toBe(2340);
    expect(vatCents).toBe(351);
    expect(subtotalCents + vatCents).toBe(2691);
  });

  it('prices a line of boxes as boxes × pairs per box × the pair price after its discount', () => {
    // 2 boxes of 12 pairs at $22.90 a pair: 24 pairs, not 2.
    expect(lineTotalCents({ priceCents: 2290, discountPercent: 0, quantity: 2, unitsPerQuantity: 12 })).toBe(54960);
    expect(lineUnits({ quantity: 2, unitsPerQuantity: 12 })).toBe(24);
    // the box price quoted beside the pair's
    expect(boxCents(2290, 0, 12)).toBe(27480);
    expect(boxCents(3990, 10, 12)).toBe(12 * 3591);
    // the discount applies to the pair, rounded to the cent, before the pairs are counted
    expect(lineTotalCents({ priceCents: 3990, discountPercent: 10, quantity: 2, unitsPerQuantity: 12 })).toBe(24 * 3591);
  });

  it('totals lines with their own discounts, then the order discount code', () => {
    const totals = computeTotals(
      [
        { priceCents: 2000, discountPercent: 0, quantity: 1, unitsPerQuantity: 12 },
        { priceCents: 1000, discountPercent: 20, quantity: 6, unitsPerQuantity: 1 },
      ],
      10,
    );
    expect(totals.grossCents).toBe(24000 + 4800);
    expect(totals.codeDiscountCents).toBe(2880);
    expect(totals.totalCents).toBe(25920);
    expect(totals.subtotalCents).toBe(22539);
    expect(totals.vatCents).toBe(25920 - 22539);
  });
});
