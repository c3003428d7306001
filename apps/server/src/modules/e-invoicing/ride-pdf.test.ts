import { QUICK_ORDER_MAX_LINES } from '@store/contracts';
import { computeTotals } from '@store/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdf-text.ts';
import { type DocumentOrder, facturaXml } from './document-xml.ts';
import { ridePdf } from './ride-pdf.ts';
import { TEST_ISSUER } from './test-certificate.ts';

describe('the RIDE of a factura', () => {
  it(`of an order of ${QUICK_ORDER_MAX_LINES} lines (a full «Pedido rápido») runs onto pages that each say which of how many, with every line and the total last`, async () => {
    const lines: DocumentOrder['lines'] = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => ({
      code: `LIN-${String(i + 1).padStart(3, '0')}`,
      productName: `Zapatilla de línea ${i + 1}`,
      colorName: 'Negro',
      sizeName: String(34 + (i % 10)),
      quantity: 1 + (i % 4),
      unitsPerQuantity: 1,
      priceCents: 1990 + i,
      discountPercent: i % 3 === 0 ? 5 : 0,
    }));
    const totalCents = computeTotals(lines, 0).totalCents;
    const order: DocumentOrder = {
      id: 77,
      buyer: { ci: '1710034065', companyName: 'Calzado Grande', email: 'c@g.ec', address: 'Av. 1', city: 'Quito', province: 'Pichincha' },
      lines,
      codePercent: 0,
      totalCents,
      creditDays: null,
    };
    const { xml, clave } = facturaXml(TEST_ISSUER, order, { secuencial: 9, fechaEmision: '29112026', codigoNumerico: '12345678' });
    const started = performance.now();
    const pdf = await ridePdf(xml, { number: clave, at: new Date('2026-11-29T15:00:00Z') });
    const ms = performance.now() - started;
    const pages = (await pdfPages(pdf)).map((p) => p.replace(/\s+/g, ' '));
    console.log(`RIDE of ${lines.length} lines: ${pages.length} pages, ${pdf.length} bytes in ${Math.round(ms)} ms`);
    expect(pages.length).toBeGreaterThan(5);
    for (const [i, text] of pages.entries()) expect(text).toContain(`Página ${i + 1} de ${pages.length}`);
    const all = pages.join(' ');
    for (const line of lines) expect(all).toContain(line.code);
    expect(pages[0]).toContain('FECHA Y HORA DE AUTORIZACIÓN: 29/11/2026 10:00:00');
    expect(pages.at(-1)).toContain(`VALOR TOTAL ${(totalCents / 100).toFixed(2)}`);
  });
});
