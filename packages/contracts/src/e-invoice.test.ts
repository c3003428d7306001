import { describe, expect, it } from 'vitest';
import { claveDeAcceso, documentNumber, invoiceLines, modulo11, splitCents, sriAmount, sriMicros } from './e-invoice.ts';
import { computeTotals, type PricedLine } from './pricing.ts';

describe('the clave de acceso', () => {
  it('ends in the check digit of claves the SRI authorised', () => {
    // two authorised facturas published with their <autorizacion> (2022 and 2014)
    for (const clave of ['0312202201019007200200120029020004874985766297216', '0110201401099126726300120010010002742492823013317']) {
      expect(String(modulo11(clave.slice(0, 48)))).toBe(clave[48]);
    }
  });

  it('writes 11 as 0 and 10 as 1', () => {
    // 48 zeros: sum 0, 11 − 0 = 11 → 0
    expect(modulo11('0'.repeat(48))).toBe(0);
    // a 6 weighed 2: sum 12, 12 mod 11 = 1, 11 − 1 = 10 → 1
    expect(modulo11(`${'0'.repeat(47)}6`)).toBe(1);
    // weights 2..7 from the right, then 2 again: a 1 sixth from the right weighs 7 (11 − 7 = 4), seventh 2 (11 − 2 = 9)
    expect(modulo11('100000')).toBe(4);
    expect(modulo11('1000000')).toBe(9);
  });

  it('puts its parts where the SRI reads them', () => {
    const clave = claveDeAcceso({
      fechaEmision: '03122022',
      codDoc: '01',
      ruc: '0190072002001',
      ambiente: 2,
      estab: '002',
      ptoEmi: '902',
      secuencial: 487498,
      codigoNumerico: '57662972',
    });
    expect(clave).toBe('0312202201019007200200120029020004874985766297216');
    expect(documentNumber('002', '902', 487498)).toBe('002-902-000487498');
  });

  it('refuses parts that do not make 48 digits', () => {
    expect(() =>
      claveDeAcceso({
        fechaEmision: '3122022',
        codDoc: '01',
        ruc: '0190072002001',
        ambiente: 1,
        estab: '001',
        ptoEmi: '001',
        secuencial: 1,
        codigoNumerico: '12345678',
      }),
    ).toThrow(/48 digits/);
  });
});

describe('from VAT-inclusive prices to a factura', () => {
  const box = (priceCents: number, quantity: number, discountPercent = 0): PricedLine => ({
    priceCents,
    quantity,
    discountPercent,
    unitsPerQuantity: 12,
  });
  const pairs = (priceCents: number, quantity: number, discountPercent = 0): PricedLine => ({
    priceCents,
    quantity,
    discountPercent,
    unitsPerQuantity: 1,
  });

  it('splits cents by weight to the cent, the leftovers to the largest remainders', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(7, [0, 5, 0])).toEqual([0, 7, 0]);
    expect(splitCents(0, [0, 0])).toEqual([0, 0]);
  });

  it('gives bases and VAT that add up to the order’s, and each line’s base is cantidad × precioUnitario − descuento', () => {
    const cases: [PricedLine[], number][] = [
      [[box(2290, 2), pairs(3990, 3), pairs(1599, 1, 10)], 0],
      [[box(2290, 2), pairs(3990, 3), pairs(1599, 1, 10)], 7],
      [[pairs(1, 1), pairs(2, 1), pairs(3, 1)], 0],
      [[pairs(4999, 137, 33)], 15],
      [[box(999, 41), box(1001, 3, 5), pairs(2, 3)], 3],
    ];
    for (const [lines, code] of cases) {
      const order = computeTotals(lines, code);
      const invoice = invoiceLines(lines, code);
      expect(invoice.totalCents).toBe(order.totalCents);
      expect(invoice.baseCents).toBe(order.subtotalCents);
      expect(invoice.vatCents).toBe(order.vatCents);
      expect(invoice.lines.reduce((s, l) => s + l.baseCents, 0)).toBe(order.subtotalCents);
      expect(invoice.lines.reduce((s, l) => s + l.vatCents, 0)).toBe(order.vatCents);
      for (const line of invoice.lines) {
        expect(line.descuentoCents).toBeGreaterThanOrEqual(0);
        expect(Math.round((line.cantidad * line.precioUnitarioMicros) / 10_000) - line.descuentoCents).toBe(line.baseCents);
        // the line's VAT is 15 % of its base within a cent's rounding
        expect(Math.abs(line.vatCents - line.baseCents * 0.15)).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it('writes a box as its pairs at the pair’s price without VAT, and the code’s share as descuento', () => {
    const invoice = invoiceLines([box(2290, 2)], 10);
    // 24 pairs at $22.90: $549.60, less 10 %: $494.64; base $430.12, VAT $64.52
    expect(invoice.lines[0]).toEqual({
      cantidad: 24,
      precioUnitarioMicros: 19_913_043,
      descuentoCents: 4779,
      baseCents: 43_012,
      vatCents: 6452,
    });
    expect(sriMicros(invoice.lines[0].precioUnitarioMicros)).toBe('19.913043');
    expect(sriAmount(invoice.discountCents)).toBe('47.79');
    expect(sriAmount(invoice.totalCents)).toBe('494.64');
  });
});
