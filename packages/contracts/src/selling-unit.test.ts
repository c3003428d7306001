import { describe, expect, it } from 'vitest';
import { countOf, quantityText, unitsPerQuantity } from './selling-unit.ts';

describe('how a quantity is sold and read', () => {
  it('counts a BOXES quantity in boxes of the product’s own size, the others one by one', () => {
    expect(unitsPerQuantity('BOXES', 12)).toBe(12);
    expect(unitsPerQuantity('BOXES', 10)).toBe(10);
    expect(unitsPerQuantity('UNITS', 12)).toBe(1);
    expect(unitsPerQuantity('SIZES', 12)).toBe(1);
  });

  it('reads boxes with their pairs, and pairs or units by the category', () => {
    expect(quantityText({ quantity: 2, stockType: 'BOXES', unit: 'PAIR', unitsPerQuantity: 12 })).toBe('2 cajas (24 pares)');
    expect(quantityText({ quantity: 1, stockType: 'BOXES', unit: 'UNIT', unitsPerQuantity: 12 })).toBe('1 caja (12 unidades)');
    expect(quantityText({ quantity: 18, stockType: 'UNITS', unit: 'PAIR', unitsPerQuantity: 1 })).toBe('18 pares');
    expect(quantityText({ quantity: 1, stockType: 'SIZES', unit: 'PAIR', unitsPerQuantity: 1 })).toBe('1 par');
    expect(countOf('UNIT', 1)).toBe('1 unidad');
  });
});
