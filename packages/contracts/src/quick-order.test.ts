import { describe, expect, it } from 'vitest';
import { codeKey, parseQuickOrder } from './quick-order.ts';

describe('the quick order line parser', () => {
  it('reads code, size and quantity with any separator, skipping blank lines and a header', () => {
    const { lines, tooMany } = parseQuickOrder(
      'codigo;talla;cantidad\r\nCA-1042-NEG 24\n\n ca-2210-azu,38,6\nCA 1042 NEG\t12\nXY-1;;37.5;;2',
    );
    expect(tooMany).toBe(false);
    expect(lines).toEqual([
      { ok: true, line: { lineNo: 2, code: 'CA-1042-NEG', size: null, quantity: 24 } },
      { ok: true, line: { lineNo: 4, code: 'ca-2210-azu', size: '38', quantity: 6 } },
      { ok: true, line: { lineNo: 5, code: 'CA 1042 NEG', size: null, quantity: 12 } },
      { ok: true, line: { lineNo: 6, code: 'XY-1', size: '37.5', quantity: 2 } },
    ]);
  });

  it('names what is wrong with a line', () => {
    expect(parseQuickOrder('CA-1\nCA-1 0\nCA-1 -3\nCA-1 2.5').lines).toEqual([
      { ok: false, lineNo: 1, code: 'CA-1', problem: { reason: 'missingQuantity' } },
      { ok: false, lineNo: 2, code: 'CA-1', problem: { reason: 'quantity' } },
      { ok: false, lineNo: 3, code: 'CA-1', problem: { reason: 'quantity' } },
      { ok: false, lineNo: 4, code: 'CA-1', problem: { reason: 'quantity' } },
    ]);
  });

  it('counts lines up to 500 and matches codes as the header search does: without case, accents, spaces or dashes', () => {
    expect(parseQuickOrder(Array(500).fill('A 1').join('\n')).tooMany).toBe(false);
    expect(parseQuickOrder(Array(501).fill('A 1').join('\n')).tooMany).toBe(true);
    const key = codeKey('CA-1042-NEG');
    for (const typed of [' ca 1042-neg ', 'CA1042NEG', 'ca - 1042 - neg', 'cá-1042-nEg']) expect(codeKey(typed)).toBe(key);
    expect(codeKey('CA-1042-AZU')).not.toBe(key);
  });
});
