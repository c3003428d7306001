import { describe, expect, it } from 'vitest';
import { dbId, idParam } from './common.ts';
import { ID_MAX, readId } from './id.ts';
import { MSG } from './messages.ts';

const NOT_IDS = [
  '0x1',
  '0b1',
  '0o1',
  '1e0',
  '1.0',
  '1.',
  '+1',
  '01',
  '001',
  ' 1',
  '1 ',
  '1\n',
  '-1',
  '0',
  '',
  '١',
  '2147483648',
  '99999999999',
  'abc',
  'Infinity',
  'NaN',
];

describe('readId', () => {
  it('reads a positive decimal integer written plainly', () => {
    expect(readId('1')).toBe(1);
    expect(readId('10')).toBe(10);
    expect(readId(String(ID_MAX))).toBe(ID_MAX);
  });

  it('reads nothing else', () => {
    for (const text of NOT_IDS) expect(readId(text), JSON.stringify(text)).toBeUndefined();
    expect(readId(null)).toBeUndefined();
    expect(readId(undefined)).toBeUndefined();
  });
});

describe('dbId', () => {
  const id = dbId('Elija un producto');

  it('takes JSON numbers that are ids and text that reads as one', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    expect(id.parse(ID_MAX)).toBe(ID_MAX);
  });

  it('refuses anything else with its own message', () => {
    for (const value of [...NOT_IDS, 0, -1, 1.5, ID_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY, true, null, [], {}, [1]]) {
      const result = id.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Elija un producto']);
    }
  });

  it('reads a path id strictly, with the shared message', () => {
    expect(idParam.parse({ id: '12' })).toEqual({ id: 12 });
    for (const text of NOT_IDS) {
      const result = idParam.safeParse({ id: text });
      expect(result.error?.issues[0]?.message, JSON.stringify(text)).toBe(MSG.idInvalid);
    }
  });
});
