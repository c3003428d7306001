import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createDistributors, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, loginAdmin, one, outbox, placeOneBoxOrder, type TestStore } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { type SriStandIn, startSriStandIn } from './sri-stand-in.ts';
import { makeTestCertificate } from './test-certificate.ts';

/** A PDF's pages as one line of text, however pdf.js split its pieces. */
const oneLine = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ');

/** The RIDE says what the document is, where, and what it totals. */
function expectRide(pages: string[], doc: { number: string; clave: string; totalCents: number }) {
  const text = oneLine(pages);
  for (const part of [
    'FACTURA',
    `No. ${doc.number}`,
    'AMBIENTE: PRUEBAS',
    'EMISIÓN: NORMAL',
    'NÚMERO DE AUTORIZACIÓN',
    doc.clave,
    'VALOR TOTAL',
  ]) {
    expect(text).toContain(part);
  }
  expect(text).toContain((doc.totalCents / 100).toFixed(2));
}

const password = 'clave del certificado';
let sri: SriStandIn;
let certPath: string;
let store: TestStore;
let adminToken: string;

beforeAll(async () => {
  sri = await startSriStandIn();
  certPath = path.join(tmpdir(), `store-cert-${process.pid}-${Date.now()}.p12`);
  await writeFile(certPath, makeTestCertificate({ password }));
  store = await createTestStore({
    env: {
      SRI_CERT_PATH: certPath,
      SRI_CERT_PASSWORD: password,
      SRI_RUC: '1790012345001',
      SRI_RECEPCION_URL: sri.recepcionUrl,
      SRI_AUTORIZACION_URL: sri.autorizacionUrl,
      SRI_TIMEOUT_MS: '20000',
      SRI_RETRY_DELAY_SECONDS: '1',
    },
  });
  adminToken = await loginAdmin(store.app);
});
afterAll(async () => {
  await store?.close();
  await sri?.close();
});

const move = (orderId: number, status: string) =>
  call(store.app, adminEndpoints.orders.move, {
    token: adminToken,
    params: { id: orderId },
    payload: { status, ...(status === 'CANCELED' && { reason: 'Pedido duplicado' }) },
  });

/** A demo order not invoiced yet, approved (as the staff would, through the back office). */
async function approvedOrder(): Promise<number> {
  const { id, status } = await one<{ id: number; status: string }>(
    store,
    sql`select saleid as id, status from sales where status in ('RECEIVED', 'APPROVED') and saleid not in (select saleid from e_invoices)
        order by saleid limit 1`,
  );
  if (status === 'RECEIVED') expect((await move(id, 'APPROVED')).statusCode).toBe(200);
  return id;
}

const documents = (orderId: number) =>
  all<{ kind: string; state: string; clave: string; secuencial: number }>(
    store,
    sql`select kind, state, clave, secuencial from e_invoices where saleid = ${orderId} order by einvoiceid`,
  );

/** The XML and the PDF attached to an e-mail of the outbox. */
async function attachments(file: string) {
  const mail = await simpleParser(await readFile(path.join(store.dataDir, 'outbox', file)));
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/xml', 'application/pdf']);
  return { xml: mail.attachments[0], pdf: mail.attachments[1] };
}

/** An order the staff approved (or moved on) that has no document yet: what «Emitir factura» takes. */
async function uninvoicedOrder(): Promise<number> {
  const { id } = await one<{ id: number }>(
    store,
    sql`select saleid as id from sales where status in ('APPROVED', 'TO_DELIVER', 'DELIVERING', 'DELIVERED')
        and saleid not in (select saleid from e_invoices) order by saleid desc limit 1`,
  );
  return id;
}

/** Waits for the queue's worker to take the order's documents to `states`. */
async function settled(orderId: number, states: string[]) {
  await vi.waitUntil(async () => JSON.stringify((await documents(orderId)).map((d) => d.state)) === JSON.stringify(states), {
    timeout: 30_000,
    interval: 100,
  });
  return documents(orderId);
}

describe('a store with invoicing on (SRI_CERT_PATH, against the local stand-in)', () => {
  it('says so in /api/health', async () => {
    const res = await call(store.app, endpoints.health.check, {});
    expect(res.json().invoicing).toBe(true);
  });

  it('invoices an order when it goes «Para despacho»: authorised once, however often it is moved', async () => {
    const id = await approvedOrder();
    expect((await move(id, 'TO_DELIVER')).statusCode).toBe(200);
    const [factura] = await settled(id, ['authorized']);
    expect(factura.kind).toBe('factura');
    expect(sri.receptions.get(factura.clave)).toBe(1);
    // on its way and delivered: still the one factura
    expect((await move(id, 'DELIVERING')).statusCode).toBe(200);
    expect(await documents(id)).toHaveLength(1);

    // the buyer downloads the XML the SRI authorised; nobody else does
    const { email } = await one<{ email: string }>(
      store,
      sql`select u.email from sales s join users u using (userid) where s.saleid = ${id}`,
    );
    const download = (token?: string) => call(store.app, endpoints.documents.invoiceXml, { token, params: { id } });
    const own = await download(await login(store.app, email, DEMO_ACCOUNTS.distributor.password));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/xml');
    expect(own.headers['content-disposition']).toContain(
      `attachment; filename="factura-001-001-${String(factura.secuencial).padStart(9, '0')}.xml"`,
    );
    expect(own.body).toContain(`<numeroAutorizacion>${factura.clave}</numeroAutorizacion>`);
    expect(own.body).toContain('<estado>AUTORIZADO</estado>');
    const other = Object.values(DEMO_ACCOUNTS).find((a) => a.role === 'DISTRIBUTOR' && a.status === 'APPROVED' && a.email !== email)!;
    const refused = await download(await login(store.app, other.email, other.password));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ ok: false, msg: MSG.invoiceNotAuthorized });
    expect((await download()).statusCode).toBe(401);

    // the order page says so, and the RIDE is the authorised document on paper
    const buyer = await login(store.app, email, DEMO_ACCOUNTS.distributor.password);
    const number = `001-001-${String(factura.secuencial).padStart(9, '0')}`;
    const detail = await call(store.app, endpoints.sales.detail, { token: buyer, params: { id } });
    expect(detail.json().userSale.invoices).toEqual([{ kind: 'factura', number, state: 'authorized', authorizedAt: expect.any(String) }]);
    const ride = await call(store.app, endpoints.documents.invoicePdf, { token: buyer, params: { id } });
    expect(ride.statusCode).toBe(200);
    expect(ride.headers['content-type']).toBe('application/pdf');
    expect(ride.headers['content-disposition']).toContain(`attachment; filename="factura-${number}.pdf"`);
    const { total_cents } = await one<{ total_cents: number }>(store, sql`select total_cents from sales where saleid = ${id}`);
    expectRide(await pdfPages(ride.rawPayload), { number, clave: factura.clave, totalCents: total_cents });

    // and the buyer got both files once, in one e-mail
    const mails = (await outbox(store.dataDir)).filter((m) => m.subject === `Factura electrónica ${number} · Orden #${id}`);
    expect(mails.map((m) => m.to)).toEqual([email]);
    const { xml, pdf } = await attachments(mails[0].file);
    expect(xml.filename).toBe(`factura-${number}.xml`);
    expect(xml.content.toString('utf8')).toBe(own.body);
    expect(pdf.filename).toBe(`factura-${number}.pdf`);
    expectRide(await pdfPages(pdf.content), { number, clave: factura.clave, totalCents: total_cents });
  });

  it('has no XML to download before the factura is authorised', async () => {
    const id = await approvedOrder();
    const { email } = await one<{ email: string }>(
      store,
      sql`select u.email from sales s join users u using (userid) where s.saleid = ${id}`,
    );
    const token = await login(store.app, email, DEMO_ACCOUNTS.distributor.password);
    const res = await call(store.app, endpoints.documents.invoiceXml, { token, params: { id } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, msg: MSG.invoiceNotAuthorized });
  });

  it('annuls an invoiced order’s factura with an authorised nota de crédito when the order is canceled', async () => {
    const id = await approvedOrder();
    await move(id, 'TO_DELIVER');
    await settled(id, ['authorized']);
    expect((await move(id, 'CANCELED')).statusCode).toBe(200);
    const [factura, nota] = await settled(id, ['annulled', 'authorized']);
    expect(nota.kind).toBe('notaCredito');
    expect(nota.clave.slice(8, 10)).toBe('04');
    expect(factura.kind).toBe('factura');
    // the buyer gets the nota's XML and RIDE, which name the factura it annuls
    const number = `001-001-${String(nota.secuencial).padStart(9, '0')}`;
    const [mail] = (await outbox(store.dataDir)).filter((m) => m.subject === `Nota de crédito ${number} · Orden #${id}`);
    const text = oneLine(await pdfPages((await attachments(mail.file)).pdf.content));
    expect(text).toContain('NOTA DE CRÉDITO');
    expect(text).toContain(`FACTURA 001-001-${String(factura.secuencial).padStart(9, '0')}`);
    expect(text).toContain(`Anulación de la orden ${id}`);
  });

  it('issues nothing for an order canceled before it was invoiced', async () => {
    const id = await approvedOrder();
    expect((await move(id, 'CANCELED')).statusCode).toBe(200);
    expect(await documents(id)).toEqual([]);
  });
});

describe('«Facturas» in the back office', () => {
  const list = (query: Record<string, string> = {}) =>
    call(store.app, adminEndpoints.invoices.list, { token: adminToken, query }).then((r) => r.json());
  const action = (name: 'retry' | 'resend', id: number) =>
    call(store.app, adminEndpoints.invoices[name], { token: adminToken, params: { id } });
  const issue = (id: number) => call(store.app, adminEndpoints.invoices.issue, { token: adminToken, params: { id } });

  it('«Emitir factura» invoices an approved order once, before it goes «Para despacho», and never a received one', async () => {
    const received = await one<{ id: number }>(
      store,
      sql`select saleid as id from sales where status = 'RECEIVED' order by saleid limit 1`,
    );
    const early = await issue(received.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(ADMIN_MSG.invoiceOrderNotApproved);

    const id = await approvedOrder();
    const res = await issue(id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ msg: ADMIN_MSG.invoiceIssued, invoice: { orderId: id, kind: 'factura', state: 'pending' } });
    expect((await issue(id)).json().msg).toBe(ADMIN_MSG.invoiceAlreadyIssued);
    await settled(id, ['authorized']);
    expect((await move(id, 'TO_DELIVER')).statusCode).toBe(200);
    expect(await documents(id)).toHaveLength(1);
    const history = await all<{ action: string }>(store, sql`select action from history where entity = 'order' and entity_id = ${id}`);
    expect(history.map((h) => h.action)).toContain(`Emitió la factura ${res.json().invoice.number}`);
  });

  it('lists each document with its state and the SRI’s messages; «Reintentar» sends a returned one again, rebuilt', async () => {
    sri.scriptNext({ reception: ['DEVUELTA 35'] });
    const id = await uninvoicedOrder();
    const issued = (await issue(id)).json().invoice;
    const [returned] = await settled(id, ['returned']);

    const page = await list({ state: 'returned' });
    const row = page.invoices.find((i: { id: number }) => i.id === issued.id);
    expect(row).toMatchObject({ state: 'returned', orderId: id, number: issued.number, attempts: 1 });
    expect(row.messages).toEqual([{ identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML', tipo: 'ERROR' }]);
    expect(page.counts.returned).toBeGreaterThanOrEqual(1);
    expect(page.invoices.every((i: { state: string }) => i.state === 'returned')).toBe(true);
    const notReady = await call(store.app, adminEndpoints.invoices.file, { token: adminToken, params: { id: issued.id, format: 'pdf' } });
    expect(notReady.statusCode).toBe(404);
    expect(notReady.json().msg).toBe(ADMIN_MSG.invoiceFileNotReady);

    const retried = await action('retry', issued.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().msg).toBe(ADMIN_MSG.invoiceRetried);
    const [authorized] = await settled(id, ['authorized']);
    // the same number, a new clave the SRI received once
    expect(authorized.secuencial).toBe(returned.secuencial);
    expect(authorized.clave).not.toBe(returned.clave);
    expect(sri.receptions.get(authorized.clave)).toBe(1);
    expect((await action('retry', issued.id)).json().msg).toBe(ADMIN_MSG.invoiceNotRetriable);

    const xml = await call(store.app, adminEndpoints.invoices.file, { token: adminToken, params: { id: issued.id, format: 'xml' } });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<numeroAutorizacion>${authorized.clave}</numeroAutorizacion>`);
  });

  it('«Reenviar correo» sends the buyer the files once more; documents unsettled past 12 hours are counted', async () => {
    const id = await uninvoicedOrder();
    const { invoice } = (await issue(id)).json();
    await settled(id, ['authorized']);
    const subject = `Factura electrónica ${invoice.number} · Orden #${id}`;
    expect((await outbox(store.dataDir)).filter((m) => m.subject === subject)).toHaveLength(1);
    const res = await action('resend', invoice.id);
    expect(res.json().msg).toBe(ADMIN_MSG.invoiceMailQueued);
    const mails = (await outbox(store.dataDir)).filter((m) => m.subject === subject);
    expect(mails).toHaveLength(2);
    expect(mails[1].parts).toEqual(expect.arrayContaining(['application/xml', 'application/pdf']));

    const summary = () => call(store.app, adminEndpoints.invoices.summary, { token: adminToken }).then((r) => r.json());
    const before = await summary();
    expect(before.invoicing).toMatchObject({ enabled: true, ambiente: 1 });
    expect(before.invoicing.certificateDaysLeft).toBeGreaterThan(700);
    // one still waiting for the SRI, issued 13 hours ago
    await store.database.db.execute(
      sql`update e_invoices set state = 'sent', issued_at = now() - interval '13 hours' where einvoiceid = ${invoice.id}`,
    );
    expect((await summary()).stuck).toBe(before.stuck + 1);
    await store.database.db.execute(sql`update e_invoices set state = 'authorized' where einvoiceid = ${invoice.id}`);
  });
});

// PGlite runs one transaction at a time: the race is PostgreSQL's (the service test numbers fifty at once on both)
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('fifty orders dispatched at once on PostgreSQL', () => {
  it('get fifty facturas with fifty numbers in a row, each authorised and sent once', async () => {
    const buyers = await createDistributors(store.database.db, 5, 'cincuenta');
    const orderIds: number[] = [];
    for (const buyer of buyers) {
      const token = await login(store.app, buyer.email, FIXTURE_PASSWORD);
      for (let i = 0; i < 10; i++) orderIds.push(await placeOneBoxOrder(store, token));
    }
    for (const id of orderIds) expect((await move(id, 'APPROVED')).statusCode).toBe(200);
    const moves = await Promise.all(orderIds.map((id) => move(id, 'TO_DELIVER')));
    expect(moves.map((m) => m.statusCode)).toEqual(orderIds.map(() => 200));

    const ours = sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const facturas = () =>
      all<{ secuencial: number; state: string; clave: string }>(
        store,
        sql`select secuencial, state, clave from e_invoices where saleid in (${ours}) and kind = 'factura' order by secuencial`,
      );
    await vi.waitUntil(async () => (await facturas()).every((f) => f.state === 'authorized') && (await facturas()).length === 50, {
      timeout: 120_000,
      interval: 500,
    });
    const numbers = (await facturas()).map((f) => f.secuencial);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    for (const f of await facturas()) expect(sri.sendings.get(f.clave)).toBe(1);
  }, 240_000);
});

describe('a store whose certificate does not open', () => {
  it('refuses to start, saying why', async () => {
    await expect(createTestStore({ seed: false, env: { SRI_CERT_PATH: certPath, SRI_CERT_PASSWORD: 'otra' } })).rejects.toThrow(
      'SRI_CERT_PATH: the password does not open it',
    );
  });
});
