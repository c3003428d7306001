import { ADMIN_MSG, storeDayOf } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { bearer, call, createTestStore, login, loginAdmin, one, type QueryOf, type TestStore } from '../../../test/harness.ts';
import { shareOut } from './export.ts';

let store: TestStore;
let adminToken: string;
let buyer: { id: number; headers: Record<string, string> };
let orderId: number;
const today = storeDayOf(new Date());

beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  const [user] = await createDistributors(store.database.db, 1, 'contador');
  // A name typed by the distributor that a spreadsheet would run as a formula.
  await store.database.db.execute(sql`update companies set company_name = '=HYPERLINK("x")' where companyid = ${user.id}`);
  buyer = { id: user.id, headers: bearer(await login(store.app, user.email, FIXTURE_PASSWORD)) };
  // $33.33 and $7.77 a pair, a box of 12 each, with the 10 % code: shares that do not divide evenly.
  for (const priceCents of [3333, 777]) {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', priceCents, quantity: 50 });
    await call(store.app, endpoints.cart.add, { headers: buyer.headers, payload: { prodvarid: p.variantId, quantity: 1 } });
  }
  const sale = await call(store.app, endpoints.sales.place, { headers: buyer.headers, payload: { discountcode: 'MAYORISTA10' } });
  expect(sale.statusCode, sale.body).toBe(201);
  orderId = sale.json().saleid;
});
afterAll(() => store?.close());

type Filters = QueryOf<typeof adminEndpoints.orders.export>;
const exportFile = (
  format: string,
  query: Filters = { from: today, to: today, distributor: buyer.id },
  headers: Record<string, string> = bearer(adminToken),
) => call(store.app, adminEndpoints.orders.export, { params: { format }, query, headers });

const cents = (v: unknown) => Math.round(Number(v) * 100);

describe('orders export for the accountant', () => {
  it("is a CSV of the filtered orders' lines whose code discount, base and VAT add up to the order's, to the cent", async () => {
    const res = await exportFile('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="ordenes-${today}-a-${today}.csv"`);
    expect(res.body.startsWith('\uFEFFOrden,Fecha,Estado,Pago,Distribuidor,RUC / Cédula,')).toBe(true);
    const rows: Record<string, string>[] = parse(res.body.slice(1), { columns: true });
    expect(rows).toHaveLength(2);
    const order = await one<{ total_cents: number; subtotal_cents: number; vat_cents: number; discount_cents: number }>(
      store,
      sql`select total_cents, subtotal_cents, vat_cents, discount_cents from sales where saleid = ${orderId}`,
    );
    const sum = (column: string) => rows.reduce((s, r) => s + cents(r[column]), 0);
    expect(sum('Desc. código')).toBe(order.discount_cents);
    expect(sum('Total (IVA incl.)')).toBe(order.total_cents);
    expect(sum('Base imponible')).toBe(order.subtotal_cents);
    expect(sum('IVA 15 %')).toBe(order.vat_cents);
    expect(rows[0]).toMatchObject({
      Orden: String(orderId),
      Fecha: today,
      Estado: 'Orden Recibida',
      Pago: 'Pago pendiente',
      Distribuidor: `'=HYPERLINK("x")`,
      Cantidad: '1',
      'Pares / unidades': '12',
      'Precio unitario (IVA incl.)': '33.33',
      'Total línea (IVA incl.)': '399.96',
      'Código de descuento': 'MAYORISTA10',
    });
  });

  it('is an Excel book with the same rows, money as numbers', async () => {
    const res = await exportFile('xlsx');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Órdenes')!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Orden', 'Fecha', 'Estado']);
    expect(sheet.getRow(2).getCell(19).value).toBe(399.96);
    expect(sheet.getRow(2).getCell(5).value).toBe('=HYPERLINK("x")');
  });

  it('refuses another format, a range the wrong way round, and a distributor', async () => {
    const pdf = await exportFile('pdf');
    expect([pdf.statusCode, pdf.json().msg]).toEqual([400, ADMIN_MSG.orderExportFormatInvalid]);
    const backwards = await exportFile('csv', { from: '2026-02-01', to: '2026-01-01' });
    expect([backwards.statusCode, backwards.json().msg]).toEqual([400, ADMIN_MSG.orderDateRange]);
    expect((await exportFile('csv', {}, buyer.headers)).statusCode).toBe(403);
  });

  it('shares an amount out in proportion, in whole cents that add up to it', () => {
    expect(shareOut([39996, 9324], 4932)).toEqual([4000, 932]);
    expect(shareOut([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(shareOut([0, 0], 5)).toEqual([5, 0]);
    for (const [weights, amount] of [
      [[333, 333, 334], 101],
      [[1, 2, 3, 4], 9999],
    ] as const)
      expect(shareOut([...weights], amount).reduce((a, b) => a + b, 0)).toBe(amount);
  });
});
