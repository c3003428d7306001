import { describe, expect, it } from 'vitest';
import { capChanges, HISTORY_MAX_BYTES, HISTORY_MAX_CHANGES, historyFieldLabel, historyValueOf } from './history.ts';

describe("the history's words", () => {
  it('shows a known key by its label, a Spanish label as it is, any other key humanised, never camelCase', () => {
    expect(historyFieldLabel('isActive')).toBe('Activo');
    expect(historyFieldLabel('name')).toBe('Nombre');
    expect(historyFieldLabel('Límite de crédito')).toBe('Límite de crédito');
    expect(historyFieldLabel('Precio')).toBe('Precio');
    expect(historyFieldLabel('shippingZoneId')).toBe('Shipping zone id');
    expect(historyFieldLabel('free_text')).toBe('Free text');
  });

  it('reads a flag as Sí/No and an amount in cents as money', () => {
    expect(historyValueOf('active', true)).toBe('Sí');
    expect(historyValueOf('active', false)).toBe('No');
    expect(historyValueOf('priceCents', 3100)).toBe('$31.00');
    expect(historyValueOf('percent', 5)).toBe(5);
  });
});

describe('capChanges', () => {
  const change = (i: number, after = 'editada') => ({ field: `Variante V-${i}`, before: null, after });

  it('leaves a short line as it is', () => {
    const short = [change(1), change(2)];
    expect(capChanges(short)).toBe(short);
  });

  it('keeps 49 changes and counts the rest in «… y N cambios más»', () => {
    const capped = capChanges(Array.from({ length: 1000 }, (_, i) => change(i)));
    expect(capped).toHaveLength(HISTORY_MAX_CHANGES);
    expect(capped.at(-1)).toEqual({ field: '…', before: null, after: 'y 951 cambios más' });
  });

  it('keeps the line under its size in characters, and counts an earlier cut once', () => {
    const capped = capChanges(Array.from({ length: 40 }, (_, i) => change(i, 'x'.repeat(1000))));
    expect(JSON.stringify(capped).length).toBeLessThanOrEqual(HISTORY_MAX_BYTES);
    const left = Number(/\d+/.exec(String(capped.at(-1)?.after))?.[0]);
    expect(capped.length - 1 + left).toBe(40);
    // cutting a cut line again keeps its count
    const again = capChanges([...Array.from({ length: 60 }, (_, i) => change(i)), { field: '…', before: null, after: 'y 10 cambios más' }]);
    expect(again.at(-1)?.after).toBe('y 21 cambios más');
  });
});
