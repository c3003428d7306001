import { DOMParser } from '@xmldom/xmldom';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { all, createTestStore, one, type TestStore } from '../../test/harness.ts';
import { advanceDocument, type Invoicing, issueDocument } from './service.ts';
import { openCertificate } from './signature.ts';
import { type SriStandIn, startSriStandIn } from './sri-stand-in.ts';
import { makeTestCertificate, TEST_ISSUER } from './test-certificate.ts';

let store: TestStore;
let sri: SriStandIn;
let invoicing: Invoicing;
/** the demo orders, newest first, and copies of one of them made for the checks that need many */
let orders: number[];

beforeAll(async () => {
  store = await createTestStore();
  sri = await startSriStandIn();
  invoicing = {
    issuer: TEST_ISSUER,
    identity: await openCertificate(makeTestCertificate({ password: 'x' }), 'x'),
    // patient: under CI's load an answer of the stand-in beside the test took over 1.5 s
    endpoints: { recepcionUrl: sri.recepcionUrl, autorizacionUrl: sri.autorizacionUrl, timeoutMs: 20_000 },
    timeZone: 'America/Guayaquil',
  };
  const demo = await all<{ id: number }>(store, sql`select saleid as id from sales order by saleid`);
  orders = [...demo.map((o) => o.id), ...(await copiesOf(demo[0].id, 60))];
});
afterAll(async () => {
  await sri?.close();
  await store?.close();
});

/** `n` new orders with the lines and totals of order `id` (the same buyer, as if placed again). */
async function copiesOf(id: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const copy = await one<{ id: number }>(
      store,
      sql`insert into sales (userid, status, gross_cents, discount_value, discount_code, discount_cents, total_cents, subtotal_cents,
            vat_cents, items, company_name, ci, contact_name, contact_lastname, email, phone, province, city, address, due_on, saledate)
          select userid, 'APPROVED', gross_cents, discount_value, discount_code, discount_cents, total_cents, subtotal_cents,
            vat_cents, items, company_name, ci, contact_name, contact_lastname, email, phone, province, city, address, due_on, saledate
          from sales where saleid = ${id} returning saleid as id`,
    );
    await store.database.db.execute(
      sql`insert into sale_details (saleid, prodvarid, stockid, productid, product_name, brand_name, thumbnail, code, color_name, color_hex,
            size_name, stocktype, unit, units_per_quantity, preventa, quantity, price_cents, discount_value, line_total_cents)
          select ${copy.id}, prodvarid, stockid, productid, product_name, brand_name, thumbnail, code, color_name, color_hex,
            size_name, stocktype, unit, units_per_quantity, preventa, quantity, price_cents, discount_value, line_total_cents
          from sale_details where saleid = ${id} order by saledetailid`,
    );
    ids.push(copy.id);
  }
  return ids;
}

/** The same invoicing with a shorter timeout (still 5 s: an ask made first must not time out), for the calls the stand-in never answers. */
const impatient = (): Invoicing => ({ ...invoicing, endpoints: { ...invoicing.endpoints, timeoutMs: 5000 } });

let nextOrder = 0;
/** An order no check has invoiced yet. */
const freshOrder = () => orders[nextOrder++];

const issue = (orderId: number, kind: 'factura' | 'notaCredito' = 'factura') =>
  store.database.db.transaction((tx) => issueDocument(tx, invoicing, orderId, kind));

async function issued(orderId: number, kind: 'factura' | 'notaCredito' = 'factura') {
  const result = await issue(orderId, kind);
  if (result.id === null) throw new Error(`order ${orderId}: ${result.reason}`);
  return result.id;
}

const row = (id: number) =>
  one<{
    state: string;
    clave: string;
    secuencial: number;
    messages: { identificador: string; mensaje: string }[];
    authorized_xml: string | null;
    authorization_number: string | null;
    signed_xml: string;
  }>(
    store,
    sql`select state, clave, secuencial, messages, authorized_xml, authorization_number, signed_xml from e_invoices where einvoiceid = ${id}`,
  );

describe('issuing an order’s factura', () => {
  it('numbers, signs and keeps it pending; a second issue answers the same document', async () => {
    const orderId = freshOrder();
    const first = await issue(orderId);
    expect(first).toMatchObject({ created: true });
    expect(await issue(orderId)).toEqual({ id: (first as { id: number }).id, created: false });
    const doc = await row((first as { id: number }).id);
    expect(doc.state).toBe('pending');
    const xml = doc.signed_xml;
    const signature = new DOMParser()
      .parseFromString(xml, 'text/xml')
      .getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    const verifier = new SignedXml({ publicCert: invoicing.identity.certificate.toString() });
    verifier.loadSignature(signature);
    expect(verifier.checkSignature(xml)).toBe(true);
    const order = await one<{ total_cents: number; ci: string }>(store, sql`select total_cents, ci from sales where saleid = ${orderId}`);
    expect(xml).toContain(`<importeTotal>${(order.total_cents / 100).toFixed(2)}</importeTotal>`);
    expect(xml).toContain(`<identificacionComprador>${order.ci}</identificacionComprador>`);
  });

  it('gives fifty orders issued at once fifty numbers in a row, none twice; one order issued twice at once gets one', async () => {
    const batch = orders.slice(nextOrder, nextOrder + 50);
    nextOrder += 50;
    const results = await Promise.all([...batch.map((id) => issue(id)), issue(batch[0])]);
    expect(results.filter((r) => r.id !== null && r.created)).toHaveLength(50);
    const numbers = await all<{ secuencial: number }>(
      store,
      sql`select secuencial from e_invoices where saleid in ${batch} and kind = 'factura' order by secuencial`,
    );
    const values = numbers.map((n) => n.secuencial);
    expect(new Set(values).size).toBe(50);
    expect(values.at(-1)! - values[0]).toBe(49);
    const { last } = await one<{ last: number }>(store, sql`select last from e_invoice_sequences where cod_doc = '01'`);
    const { count } = await one<{ count: number }>(store, sql`select count(*)::int as count from e_invoices where kind = 'factura'`);
    expect(last).toBe(count);
  });
});

describe('taking a document to the SRI’s verdict (the local stand-in)', () => {
  it('RECIBIDA then AUTORIZADO: authorised, with the SRI’s XML, number and date, received once', async () => {
    const id = await issued(freshOrder());
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'authorized', retry: false });
    const doc = await row(id);
    expect(doc.authorization_number).toBe(doc.clave);
    expect(doc.authorized_xml).toContain('<estado>AUTORIZADO</estado>');
    expect(doc.authorized_xml).toContain('<ambiente>PRUEBAS</ambiente>');
    expect(sri.receptions.get(doc.clave)).toBe(1);
    // once authorised, nothing more is sent or asked
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'authorized', retry: false });
    expect(sri.receptions.get(doc.clave)).toBe(1);
  });

  it('DEVUELTA 35: returned for good, with the SRI’s message', async () => {
    const id = await issued(freshOrder());
    const { clave } = await row(id);
    sri.script(clave, { reception: ['DEVUELTA 35'] });
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'returned', retry: false });
    expect((await row(id)).messages).toEqual([{ identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML', tipo: 'ERROR' }]);
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'returned', retry: false });
  });

  it('DEVUELTA 43 (received before, its answer lost): asks for the verdict, and is authorised', async () => {
    const id = await issued(freshOrder());
    const { clave } = await row(id);
    // the first send reached the SRI, but its answer never came back
    sri.script(clave, { reception: ['RECEIVE AND TIMEOUT'] });
    expect(await advanceDocument(store.database.db, impatient(), id)).toEqual({ state: 'pending', retry: true });
    expect((await row(id)).messages).toEqual([
      { identificador: 'sin-respuesta', mensaje: 'El SRI no respondió: sin respuesta en 5000 ms', tipo: 'ERROR' },
    ]);
    // the next attempt asks before sending: the SRI holds it, so it is not sent again
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'authorized', retry: false });
    expect(sri.receptions.get(clave)).toBe(1);
  });

  it('NO AUTORIZADO 39: rejected, with the SRI’s message and detail', async () => {
    const id = await issued(freshOrder());
    const { clave } = await row(id);
    sri.script(clave, { authorization: ['NO AUTORIZADO 39'] });
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'rejected', retry: false });
    expect((await row(id)).messages).toEqual([
      { identificador: '39', mensaje: 'FIRMA INVALIDA', informacionAdicional: 'La firma es inválida', tipo: 'ERROR' },
    ]);
  });

  it('EN PROCESO twice, then AUTORIZADO: sent and asked again, received once', async () => {
    const id = await issued(freshOrder());
    const { clave } = await row(id);
    sri.script(clave, { authorization: ['EN PROCESO', 'EN PROCESO'] });
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'sent', retry: true });
    expect((await row(id)).messages).toEqual([{ identificador: '70', mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO', tipo: 'INFORMATIVO' }]);
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'sent', retry: true });
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'authorized', retry: false });
    expect(sri.receptions.get(clave)).toBe(1);
  });

  it('HTTP 500, then a timeout: pending with the reason kept, then sent once and authorised', async () => {
    const id = await issued(freshOrder());
    const { clave } = await row(id);
    sri.script(clave, { reception: ['HTTP 500', 'TIMEOUT'] });
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'pending', retry: true });
    expect((await row(id)).messages[0].mensaje).toBe('El SRI no respondió: HTTP 500');
    expect(await advanceDocument(store.database.db, impatient(), id)).toEqual({ state: 'pending', retry: true });
    expect((await row(id)).messages[0].mensaje).toBe('El SRI no respondió: sin respuesta en 5000 ms');
    expect(sri.receptions.get(clave)).toBeUndefined();
    expect(await advanceDocument(store.database.db, invoicing, id)).toEqual({ state: 'authorized', retry: false });
    expect(sri.receptions.get(clave)).toBe(1);
  });
});

describe('a canceled invoiced order', () => {
  it('gets a nota de crédito that waits for its factura, names it, and annuls it once authorised', async () => {
    const orderId = freshOrder();
    const facturaId = await issued(orderId);
    const notaId = await issued(orderId, 'notaCredito');
    // the factura is not authorised yet: the nota waits
    expect(await advanceDocument(store.database.db, invoicing, notaId)).toEqual({ state: 'pending', retry: true });
    expect(await advanceDocument(store.database.db, invoicing, facturaId)).toEqual({ state: 'authorized', retry: false });
    expect(await advanceDocument(store.database.db, invoicing, notaId)).toEqual({ state: 'authorized', retry: false });
    const factura = await row(facturaId);
    const nota = await row(notaId);
    expect(factura.state).toBe('annulled');
    expect(nota.signed_xml).toContain(`<numDocModificado>001-001-${String(factura.secuencial).padStart(9, '0')}</numDocModificado>`);
    expect(nota.signed_xml).toContain(`<motivo>Anulación de la orden ${orderId}</motivo>`);
    expect(nota.clave.slice(8, 10)).toBe('04');
  });

  it('has no nota de crédito without a factura', async () => {
    expect(await issue(freshOrder(), 'notaCredito')).toEqual({ id: null, reason: 'no-factura' });
  });
});
