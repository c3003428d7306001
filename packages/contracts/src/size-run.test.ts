import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from './admin-messages.ts';
import { formatSizeRun, parseSizeRun, sizeRunError, sizeRunField, sizeRunText } from './size-run.ts';

const run = [
  { size: '38', count: 1 },
  { size: '39', count: 2 },
  { size: '40', count: 3 },
  { size: '41', count: 3 },
  { size: '42', count: 2 },
  { size: '43', count: 1 },
];

describe('a box size run', () => {
  it('reads «talla:pares» separated by commas, lines or semicolons, and writes it back', () => {
    expect(parseSizeRun('38:1, 39:2, 40:3, 41:3, 42:2, 43:1')).toEqual({ run });
    expect(parseSizeRun('38=1\n39 x 2;40:3,41:3 , 42:2,43:1')).toEqual({ run });
    expect(parseSizeRun('  ')).toEqual({ run: null });
    expect(sizeRunText(run)).toBe('38:1, 39:2, 40:3, 41:3, 42:2, 43:1');
  });

  it('is shown as its first and last size with the counts', () => {
    expect(formatSizeRun(run)).toBe('38–43: 1-2-3-3-2-1');
    expect(formatSizeRun([{ size: 'M', count: 6 }])).toBe('M: 6');
  });

  it('must sum to the units of one box', () => {
    expect(sizeRunError(run, 12)).toBeNull();
    expect(sizeRunError(run, 10)).toBe(
      'La curva de la caja suma 12 pares, pero la caja tiene 10: ajuste las cantidades o los pares por caja',
    );
  });

  it('refuses what is not a run with a Spanish message', () => {
    expect(parseSizeRun('38, 39')).toEqual({ error: ADMIN_MSG.sizeRunInvalid });
    expect(parseSizeRun('38:0')).toEqual({ error: ADMIN_MSG.sizeRunInvalid });
    expect(parseSizeRun('38:1, 38:2')).toEqual({ error: 'La talla 38 se repite en la curva de la caja' });
    const field = sizeRunField.safeParse('38:dos');
    expect(field.success ? null : field.error.issues[0].message).toBe(ADMIN_MSG.sizeRunInvalid);
  });
});

describe('the product body field', () => {
  it('takes the text, null, or a run already read, checking a run as it checks the text', () => {
    expect(sizeRunField.parse('38:6, 39:6')).toEqual([
      { size: '38', count: 6 },
      { size: '39', count: 6 },
    ]);
    expect(sizeRunField.parse(null)).toBeNull();
    expect(sizeRunField.parse('')).toBeNull();
    expect(sizeRunField.parse(run)).toEqual(run);
    const repeated = sizeRunField.safeParse([
      { size: '38', count: 6 },
      { size: '38', count: 6 },
    ]);
    expect(repeated.success ? null : repeated.error.issues[0].message).toBe('La talla 38 se repite en la curva de la caja');
  });
});
