import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, one, outbox, type TestStore } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  await store.database.db.insert(bankAccounts).values([
    {
      bank: 'Banco del Austro',
      accountType: 'CORRIENTE',
      number: '0099887766',
      holder: 'Calzado Andino Cía. Ltda.',
      ruc: '0190123456001',
      position: 2,
    },
    {
      bank: 'Banco Pichincha',
      accountType: 'AHORROS',
      number: '2201234567',
      holder: 'Calzado Andino Cía. Ltda.',
      ruc: '0190123456001',
      position: 1,
    },
    { bank: 'Banco Cerrado', accountType: 'AHORROS', number: '1111111111', holder: 'Nadie', ruc: '0190123456001', active: false },
  ]);
});
afterAll(() => store?.close());

async function newDistributor(prefix = 'doc') {
  const [user] = await createDistributors(store.database.db, 1, prefix);
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}

/** Two boxes of 12 pairs at $25.00 and three pairs of size 41 at $25.00 −10%, with the code MAYORISTA10. */
async function placeOrder(token: string) {
  const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10, name: 'Bota Cóndor Ñandú' });
  const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '41': 12 }, discount: 10 });
  for (const line of [
    { prodvarid: boxes.variantId, quantity: 2 },
    { prodvarid: sized.variantId, quantity: 3, sizeid: sized.sizeIds['41'] },
  ]) {
    const res = await call(store.app, endpoints.cart.add, { token, payload: line });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await call(store.app, endpoints.sales.place, { token, payload: { discountcode: 'MAYORISTA10' } });
  expect(res.statusCode, res.body).toBe(201);
  return { saleid: res.json().saleid as number, boxes, sized };
}

/** Every page's text, as a PDF reader extracts it, one string per page. */
describe('the order note (GET /api/sale/my_sale_detail/:id/pdf)', () => {
  it('is an A4 PDF with the store, the buyer, the lines, the VAT breakdown, the code and the active bank accounts', async () => {
    const { token } = await newDistributor();
    const { saleid, boxes, sized } = await placeOrder(token);
    const res = await call(store.app, endpoints.documents.orderPdf, { params: { id: saleid }, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="nota-de-pedido-${saleid}.pdf"; filename*=UTF-8''nota-de-pedido-${saleid}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 is 595.28 × 841.89 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const text = (await pdfPages(res.rawPayload)).join('\n');
    const sale = await one<{ total_cents: number; ci: string; company_name: string }>(
      store,
      sql`select total_cents, ci, company_name from sales where saleid = ${saleid}`,
    );
    // 24 × $25.00 + 3 × $22.50 = $667.50, −10% = $600.75
    expect(sale.total_cents).toBe(60075);
    for (const expected of [
      'NOTA DE PEDIDO',
      `Orden #${saleid}`,
      'Calzado Andino Mayorista',
      'RUC 0190123456001',
      'Av. Huayna Cápac 1-45',
      sale.company_name,
      `RUC/cédula: ${sale.ci}`,
      'Av. Loja 1-23',
      'Orden Recibida',
      boxes.code,
      'Bota Cóndor Ñandú',
      '2 cajas (24 pares)',
      '$300.00 c/caja',
      sized.code,
      'Talla 41',
      '3 pares',
      '10%',
      '$600.00',
      '$67.50',
      'Descuento MAYORISTA10 (10%)',
      '-$66.75',
      'Base imponible (sin IVA)',
      '$522.39',
      'IVA 15%',
      '$78.36',
      'TOTAL',
      '$600.75',
      'Código de descuento aplicado: MAYORISTA10 (10%)',
      'Banco Pichincha · Cuenta ahorros Nº 2201234567',
      'Banco del Austro · Cuenta corriente Nº 0099887766',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Active accounts only, in their order.
    expect(text).not.toContain('Banco Cerrado');
    expect(text.indexOf('2201234567')).toBeLessThan(text.indexOf('0099887766'));
  });

  it('prints the date on the store’s clock', async () => {
    const { token } = await newDistributor();
    const { saleid } = await placeOrder(token);
    // 03:30 UTC on 2 March is still 1 March, 22:30, in Ecuador.
    await store.database.db.execute(sql`update sales set saledate = '2026-03-02T03:30:00Z' where saleid = ${saleid}`);
    const text = (await pdfPages((await call(store.app, endpoints.documents.orderPdf, { params: { id: saleid }, token })).rawPayload)).join(
      ' ',
    );
    expect(text).toMatch(/Fecha: 1 mar 2026, 10:30\sp\.\sm\./);
  });

  it('runs onto more pages with the header again when an order is long', async () => {
    const { token } = await newDistributor();
    const { saleid } = await placeOrder(token);
    // Sixty copies of its lines, written straight into the order.
    await store.database.db.execute(
      sql`insert into sale_details (saleid, productid, product_name, brand_name, thumbnail, code, color_name, color_hex, size_name, stocktype, unit, units_per_quantity, quantity, price_cents, discount_value, line_total_cents)
          select saleid, productid, product_name, brand_name, thumbnail, code || '-' || g, color_name, color_hex, size_name, stocktype, unit, units_per_quantity, quantity, price_cents, discount_value, line_total_cents
          from sale_details, generate_series(1, 30) g where saleid = ${saleid}`,
    );
    const pages = await pdfPages((await call(store.app, endpoints.documents.orderPdf, { params: { id: saleid }, token })).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
    expect(pages[1]).toContain('Precio unit.');
  });

  it('answers 404 for another distributor’s order and for none, 401 without a session', async () => {
    const owner = await newDistributor();
    const other = await newDistributor('otro');
    const { saleid } = await placeOrder(owner.token);
    const foreign = await call(store.app, endpoints.documents.orderPdf, { params: { id: saleid }, token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ok: false, msg: MSG.saleNotFound });
    expect((await call(store.app, endpoints.documents.orderPdf, { params: { id: 999999 }, token: other.token })).statusCode).toBe(404);
    const anonymous = await call(store.app, endpoints.documents.orderPdf, { params: { id: saleid } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is the back office’s too, for any order, and administrators only', async () => {
    const owner = await newDistributor();
    const { saleid, boxes } = await placeOrder(owner.token);
    const res = await call(store.app, adminEndpoints.orders.pdf, { params: { id: saleid }, token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfPages(res.rawPayload)).join(' ')).toContain(boxes.code);
    expect((await call(store.app, adminEndpoints.orders.pdf, { params: { id: saleid }, token: owner.token })).statusCode).toBe(403);
    const missing = await call(store.app, adminEndpoints.orders.pdf, { params: { id: 999999 }, token: adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(MSG.saleNotFound);
  });

  it('goes attached to the confirmation e-mail of a new order', async () => {
    const { token, email } = await newDistributor();
    const before = (await outbox(store.dataDir)).length;
    const { saleid, boxes } = await placeOrder(token);
    const mails = (await outbox(store.dataDir)).slice(before);
    const confirmation = mails.find((m) => m.to === email)!;
    expect(confirmation.subject).toBe(`Confirmación de su orden #${saleid}`);
    const parsed = await simpleParser(
      await import('node:fs/promises').then((fs) => fs.readFile(`${store.dataDir}/outbox/${confirmation.file}`)),
    );
    expect(parsed.attachments).toHaveLength(1);
    const [note] = parsed.attachments;
    expect(note.filename).toBe(`nota-de-pedido-${saleid}.pdf`);
    expect(note.contentType).toBe('application/pdf');
    const text = (await pdfPages(note.content)).join(' ');
    expect(text).toContain(`Orden #${saleid}`);
    expect(text).toContain(boxes.code);
    expect(text).toContain('$600.75');
    // The store's copy carries the summary, not the file.
    expect(mails.find((m) => m.to === 'ventas@tienda.test')?.parts).not.toContain('application/pdf');
  });
});

describe('the price list (GET /api/documents/price-list/:format)', () => {
  it('is an Excel book by brand with codes, colours, how each is sold, the pair’s and the box’s price', async () => {
    const { token } = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 2500, discount: 10, name: 'Bota de lista' });
    const units = await createProduct(store.database.db, { stockType: 'UNITS', priceCents: 1000, name: 'Sandalia de lista' });
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', priceCents: 3990, preventa: true });
    const off = await createProduct(store.database.db, { stockType: 'BOXES' });
    await store.database.db.execute(sql`update products set active = false where productid = ${off.productId}`);

    const res = await call(store.app, endpoints.documents.priceList, { params: { format: 'xlsx' }, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lista-de-precios-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''lista-de-precios-/,
    );

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Lista de precios')!;
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'Marca',
      'Código',
      'Producto',
      'Color',
      'Venta por',
      'Preventa',
      'Precio par/unid. (IVA incl.)',
      'Desc. %',
      'Precio caja',
    ]);
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row, n) => {
      if (n > 3) rows.set(String(row.getCell(2).value), (row.values as unknown[]).slice(1));
    });
    const { brand } = await one<{ brand: string }>(
      store,
      sql`select b.name as brand from products p join brands b using (brandid) where p.productid = ${boxes.productId}`,
    );
    const { color } = await one<{ color: string }>(
      store,
      sql`select c.name as color from product_variants v join colors c using (colorid) where v.prodvarid = ${boxes.variantId}`,
    );
    // $25.00 − 10% = $22.50 a pair; a box of 12 is $270.00.
    expect(rows.get(boxes.code)).toEqual([brand, boxes.code, 'Bota de lista', color, 'Caja de 12 pares', undefined, 22.5, 10, 270]);
    // Sold by the box of 12 or the half box of 6; the column prices the box: 12 × $10.00.
    expect(rows.get(units.code)?.slice(4)).toEqual(['Caja de 12 o media caja de 6', undefined, 10, undefined, 120]);
    expect(rows.get(sized.code)?.slice(4)).toEqual(['Por talla', 'Sí', 39.9]);
    expect(rows.has(off.code)).toBe(false);
    // By brand, in order.
    const brands = [...rows.values()].map((r) => String(r[0]));
    expect(brands).toEqual([...brands].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('is a PDF with the codes and their prices', async () => {
    const { token } = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 4321, name: 'Botín del PDF' });
    const units = await createProduct(store.database.db, { stockType: 'UNITS', priceCents: 1234, name: 'Sandalia del PDF' });
    const res = await call(store.app, endpoints.documents.priceList, { params: { format: 'pdf' }, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lista-de-precios-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''lista-de-precios-/,
    );
    const pages = await pdfPages(res.rawPayload);
    // a cell's text wraps over lines (how it is sold, a long name): read as one line of words
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(pages[0]).toContain('LISTA DE PRECIOS');
    expect(text).toContain(boxes.code);
    expect(text).toContain('Botín del PDF');
    expect(text).toContain('$43.21');
    expect(text).toContain('Precio caja');
    // 12 × $43.21
    expect(text).toContain('$518.52');
    // A UNITS code: the whole box too, 12 × $12.34, and both ways to buy it.
    expect(text).toContain(units.code);
    expect(text).toContain('Caja de 12 o media caja de 6');
    expect(text).toContain('$148.08');
  });

  it('names the company and its price group, marks pre-sale codes in their own column and wraps long names whole', async () => {
    const user = await newDistributor('pdfgrupo');
    const { token } = user;
    const long = 'Zapatilla de fútbol sala profesional con suela de caucho antideslizante edición aniversario';
    const p = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 4321, name: long, preventa: true });
    const res = await call(store.app, endpoints.documents.priceList, { params: { format: 'pdf' }, token });
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    const company = (await one<{ c: string }>(store, sql`select company_name as c from companies where companyid = ${user.id}`)).c;
    expect(pages[0]).toContain(`Para ${company}`);
    expect(pages[0]).toContain('Precios de lista');
    expect(text).toContain('Preventa');
    // its row says «Sí» in that column, between its code and its price
    const row = text.slice(text.indexOf(p.code), text.indexOf('$43.21', text.indexOf(p.code)));
    expect(row).toMatch(/ Sí /);
    // every word of the long name is there, over several lines of its cell
    for (const word of long.split(' ')) expect(text).toContain(word);
    expect(text).toContain(p.code);
  });

  it('is for signed-in distributors: a visitor gets 401 and no price; an unknown format is refused', async () => {
    for (const format of ['pdf', 'xlsx']) {
      const res = await call(store.app, endpoints.documents.priceList, { params: { format } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toMatch(/\$\d/);
    }
    const { token } = await newDistributor();
    const csv = await call(store.app, endpoints.documents.priceList, { params: { format: 'csv' }, token });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().msg).toBe('La lista de precios se descarga en PDF o en Excel (xlsx)');
  });
});

describe('tracking (PATCH /api/admin/orders/:id/status to DELIVERING)', () => {
  const move = (id: number, payload: object) => call(store.app, adminEndpoints.orders.move, { params: { id }, token: adminToken, payload });

  it('keeps the carrier and the guide number, e-mails them and shows them to the distributor with the timeline', async () => {
    const { token, email } = await newDistributor();
    const { saleid } = await placeOrder(token);
    for (const status of ['APPROVED', 'TO_DELIVER']) expect((await move(saleid, { status, carrier: 'Ignorado' })).statusCode).toBe(200);
    const before = (await outbox(store.dataDir)).length;
    const res = await move(saleid, { status: 'DELIVERING', carrier: '  Servientrega ', trackingNumber: ' GU-0042-EC  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'DELIVERING', carrier: 'Servientrega', trackingNumber: 'GU-0042-EC' });
    const row = await one(store, sql`select carrier, tracking_number from sales where saleid = ${saleid}`);
    expect(row).toEqual({ carrier: 'Servientrega', tracking_number: 'GU-0042-EC' });

    const [mail] = (await outbox(store.dataDir)).slice(before).filter((m) => m.to === email);
    expect(mail.subject).toBe(`Su orden #${saleid}: Entrega en Camino`);
    expect(mail.text).toContain('Transportista: Servientrega');
    expect(mail.text).toContain('Número de guía: GU-0042-EC');
    expect(mail.html).toContain('Servientrega');
    expect(mail.html).toContain('GU-0042-EC');

    const detail = (await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token })).json().userSale;
    expect(detail).toMatchObject({ carrier: 'Servientrega', tracking_number: 'GU-0042-EC' });
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['RECEIVED', 'APPROVED', 'TO_DELIVER', 'DELIVERING']);
    // Delivering it keeps them.
    expect((await move(saleid, { status: 'DELIVERED' })).json().order).toMatchObject({
      carrier: 'Servientrega',
      trackingNumber: 'GU-0042-EC',
    });
  });

  it('stores nothing for blank fields and on other moves, and says nothing of them in the e-mail', async () => {
    const { token, email } = await newDistributor();
    const { saleid } = await placeOrder(token);
    expect((await move(saleid, { status: 'APPROVED', carrier: 'Servientrega', trackingNumber: '123' })).statusCode).toBe(200);
    expect(await one(store, sql`select carrier, tracking_number from sales where saleid = ${saleid}`)).toEqual({
      carrier: null,
      tracking_number: null,
    });
    await move(saleid, { status: 'TO_DELIVER' });
    const before = (await outbox(store.dataDir)).length;
    expect((await move(saleid, { status: 'DELIVERING', carrier: '   ', trackingNumber: '' })).statusCode).toBe(200);
    expect(await one(store, sql`select carrier, tracking_number from sales where saleid = ${saleid}`)).toEqual({
      carrier: null,
      tracking_number: null,
    });
    const [mail] = (await outbox(store.dataDir)).slice(before).filter((m) => m.to === email);
    expect(mail.text).not.toContain('Transportista');
  });

  it('refuses a carrier or a guide that is too long, or not text, in Spanish, and moves nothing', async () => {
    const { token } = await newDistributor();
    const { saleid } = await placeOrder(token);
    await move(saleid, { status: 'APPROVED' });
    await move(saleid, { status: 'TO_DELIVER' });
    const long = await move(saleid, { status: 'DELIVERING', carrier: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe(ADMIN_MSG.carrierTooLong);
    expect(long.json().msg).toBe('El transportista admite hasta 80 caracteres');
    const guide = await move(saleid, { status: 'DELIVERING', trackingNumber: '9'.repeat(61) });
    expect(guide.statusCode).toBe(400);
    expect(guide.json().msg).toBe('El número de guía admite hasta 60 caracteres');
    const number = await move(saleid, { status: 'DELIVERING', trackingNumber: 12345 });
    expect(number.statusCode).toBe(400);
    expect(number.json().msg).toBe(ADMIN_MSG.trackingInvalid);
    expect(await one(store, sql`select status from sales where saleid = ${saleid}`)).toEqual({ status: 'TO_DELIVER' });
  });
});
