import { readFileSync } from 'node:fs';
import path from 'node:path';
import { computeTotals } from '@store/contracts/pricing';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { type DocumentOrder, facturaXml, notaCreditoXml, type SriIssuer } from './document-xml.ts';
import { TEST_ISSUER } from './test-certificate.ts';

const xsd = (name: string) => readFileSync(path.join(import.meta.dirname, 'xsd', name), 'utf8');
const dsig = { fileName: 'xmldsig-core-schema.xsd', contents: xsd('xmldsig-core-schema.xsd') };

async function schemaErrors(xml: string, schema: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [xsd(schema)], preload: [dsig] });
  return result.errors.map((e) => e.rawMessage);
}

// a second emission point: its number and clave carry 002
const issuer: SriIssuer = { ...TEST_ISSUER, ptoEmi: '002' };

// the three ways the store sells (docs/product.md §4): a box of 12 pairs, pairs of one size, units of an accessory
const lines: DocumentOrder['lines'] = [
  {
    code: 'AUS-100-NEG',
    productName: 'Zapatilla «Sendero» & Co.',
    colorName: 'Negro',
    sizeName: null,
    quantity: 2,
    unitsPerQuantity: 12,
    priceCents: 2290,
    discountPercent: 0,
  },
  {
    code: 'AUS-100-NEG-38',
    productName: 'Bota "Cañar" <edición>',
    colorName: "Café 'tostado'",
    sizeName: '38',
    quantity: 3,
    unitsPerQuantity: 1,
    priceCents: 3990,
    discountPercent: 10,
  },
  {
    code: 'ACC-7',
    productName: 'Medias de fútbol',
    colorName: 'Blanco',
    sizeName: null,
    quantity: 5,
    unitsPerQuantity: 1,
    priceCents: 350,
    discountPercent: 0,
  },
];

function order(over: Partial<DocumentOrder> = {}): DocumentOrder {
  const codePercent = over.codePercent ?? 0;
  return {
    id: 412,
    buyer: {
      ci: '1710034065',
      companyName: 'Calzado Ñandú & Hijos "El Mejor"',
      email: 'compras@nandu.ec',
      address: "Calle O'Leary 12 <local 3>",
      city: 'Cuenca',
      province: 'Azuay',
    },
    lines,
    codePercent,
    totalCents: computeTotals(over.lines ?? lines, codePercent).totalCents,
    creditDays: null,
    ...over,
  };
}

const numbering = { secuencial: 123, fechaEmision: '29112026', codigoNumerico: '48151623' };
const read = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const textOf = (xml: string, tag: string) => Array.from(read(xml).getElementsByTagName(tag)).map((e) => e.textContent);

describe('a factura', () => {
  it('is valid against factura_V2.1.0.xsd for boxes, sizes and units, a cédula buyer, and names holding & " \' < > ñ', async () => {
    const doc = facturaXml(issuer, order(), numbering);
    expect(await schemaErrors(doc.xml, 'factura_V2.1.0.xsd')).toEqual([]);
    // the schema is really applied: without its importeTotal the same document is refused
    expect(await schemaErrors(doc.xml.replace(/<importeTotal>[^<]*<\/importeTotal>/, ''), 'factura_V2.1.0.xsd')).toEqual([
      expect.stringMatching(/Element 'moneda': This element is not expected\. Expected is one of \(.*importeTotal \)/),
    ]);
    expect(doc.number).toBe('001-002-000000123');
    // date, codDoc, RUC, ambiente, estab + ptoEmi, secuencial, code, tipoEmision, then the check digit
    expect(doc.clave).toMatch(
      new RegExp(`^${['29112026', '01', '1790012345001', '1', '001002', '000000123', '48151623', '1'].join('')}\\d$`),
    );
    expect(textOf(doc.xml, 'tipoIdentificacionComprador')).toEqual(['05']);
    expect(textOf(doc.xml, 'razonSocialComprador')).toEqual(['Calzado Ñandú & Hijos "El Mejor"']);
    expect(textOf(doc.xml, 'descripcion')).toEqual([
      'Zapatilla «Sendero» & Co., Negro',
      'Bota "Cañar" <edición>, Café \'tostado\', talla 38',
      'Medias de fútbol, Blanco',
    ]);
    // the box is its 24 pairs; the pairs and the units as they were ordered
    expect(textOf(doc.xml, 'cantidad')).toEqual(['24', '3', '5']);
    expect(textOf(doc.xml, 'formaPago')).toEqual(['20']);
    expect(textOf(doc.xml, 'plazo')).toEqual([]);
    expect(textOf(doc.xml, 'campoAdicional')).toEqual(['Orden #412', 'compras@nandu.ec', "Calle O'Leary 12 <local 3>, Cuenca, Azuay"]);
  });

  it('adds up to the order to the cent, with a discount code’s share in the lines’ descuento, for a RUC buyer on credit', async () => {
    const placed = order({ codePercent: 7, creditDays: 30, buyer: { ...order().buyer, ci: '1790012345001' } });
    const doc = facturaXml(issuer, placed, numbering);
    expect(await schemaErrors(doc.xml, 'factura_V2.1.0.xsd')).toEqual([]);
    const totals = computeTotals(lines, 7);
    const cents = (v: string | null) => Math.round(Number(v) * 100);
    expect(cents(textOf(doc.xml, 'importeTotal')[0])).toBe(totals.totalCents);
    expect(cents(textOf(doc.xml, 'totalSinImpuestos')[0])).toBe(totals.subtotalCents);
    const [headerVat, ...lineVats] = textOf(doc.xml, 'valor').map(cents);
    expect(headerVat).toBe(totals.vatCents);
    expect(lineVats.reduce((s, v) => s + v, 0)).toBe(totals.vatCents);
    const bases = textOf(doc.xml, 'precioTotalSinImpuesto').map(cents);
    expect(bases.reduce((s, v) => s + v, 0)).toBe(totals.subtotalCents);
    expect(textOf(doc.xml, 'descuento').every((d) => Number(d) > 0)).toBe(true);
    expect(textOf(doc.xml, 'tipoIdentificacionComprador')).toEqual(['04']);
    expect(textOf(doc.xml, 'plazo')).toEqual(['30']);
    expect(textOf(doc.xml, 'unidadTiempo')).toEqual(['dias']);
  });

  it('refuses an order whose lines do not make its total', () => {
    expect(() => facturaXml(issuer, order({ totalCents: 1 }), numbering)).toThrow(/order 412/);
  });
});

describe('a nota de crédito', () => {
  it('annuls the whole factura: valid against NotaCredito_V1.1.0.xsd, naming the factura and the order', async () => {
    const doc = notaCreditoXml(
      issuer,
      order({ codePercent: 7 }),
      { ...numbering, secuencial: 9 },
      { number: '001-002-000000123', fechaEmision: '29/11/2026' },
    );
    expect(await schemaErrors(doc.xml, 'NotaCredito_V1.1.0.xsd')).toEqual([]);
    expect(doc.clave.slice(8, 10)).toBe('04');
    expect(textOf(doc.xml, 'numDocModificado')).toEqual(['001-002-000000123']);
    expect(textOf(doc.xml, 'motivo')).toEqual(['Anulación de la orden 412']);
    expect(Math.round(Number(textOf(doc.xml, 'valorModificacion')[0]) * 100)).toBe(computeTotals(lines, 7).totalCents);
  });
});
