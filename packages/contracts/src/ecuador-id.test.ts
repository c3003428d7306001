import { describe, expect, it } from 'vitest';
import { isValidCedula, isValidCiOrRuc, isValidRuc } from './ecuador-id.ts';

describe('Ecuador identity numbers', () => {
  it('accepts cédulas whose modulus-10 check digit is right', () => {
    expect(isValidCedula('1710034065')).toBe(true);
    expect(isValidCedula('0926687856')).toBe(true);
  });

  it('refuses a wrong check digit, a bad province, a third digit above 5 and wrong lengths', () => {
    expect(isValidCedula('1710034066')).toBe(false);
    expect(isValidCedula('2510034065')).toBe(false);
    expect(isValidCedula('1770034065')).toBe(false);
    expect(isValidCedula('171003406')).toBe(false);
    expect(isValidCedula('17100340651')).toBe(false);
    expect(isValidCedula('17100a4065')).toBe(false);
  });

  it('accepts a natural person RUC (cédula + 001) and refuses establishment 000', () => {
    expect(isValidRuc('1710034065001')).toBe(true);
    expect(isValidRuc('1710034065000')).toBe(false);
    expect(isValidRuc('1710034066001')).toBe(false);
  });

  it('accepts company (third digit 9) and public entity (6) RUCs by modulus 11', () => {
    expect(isValidRuc('1790016919001')).toBe(true);
    expect(isValidRuc('1790016918001')).toBe(false);
    expect(isValidRuc('1760001550001')).toBe(true);
    expect(isValidRuc('1760001560001')).toBe(false);
  });

  it('takes 10 digits as a cédula and 13 as a RUC, and nothing in between', () => {
    expect(isValidCiOrRuc('1710034065')).toBe(true);
    expect(isValidCiOrRuc('1710034065001')).toBe(true);
    expect(isValidCiOrRuc('17100340650')).toBe(false);
    expect(isValidCiOrRuc('171003406500')).toBe(false);
  });
});
