import {
  adminProductBody,
  adminVariantBody,
  adminVariantForm,
  BOX_UNITS,
  CSV_HEADERS,
  formatCents,
  MAX_PRICE_CENTS,
  MAX_UNITS_PER_BOX,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, call, caller, createTestStore, login, one, type TestStore } from '../../../test/harness.ts';
import { APPLY_CHUNK } from './apply-plan.ts';

let store: TestStore;
let admin: string;
let distributor: string;

beforeAll(async () => {
  store = await createTestStore();
  admin = await login(store.app, 'admin@calzadoandino.ec', 'admin123');
  distributor = await login(store.app, 'tienda.cuenca@example.com', 'demo1234');
}, 120_000);
afterAll(async () => store?.close());

type Cells = Record<string, string>;
const asAdmin = caller(() => ({ app: store.app, token: admin }));

const exportCsv = async () => {
  const res = await asAdmin(adminEndpoints.csv.export);
  expect(res.statusCode).toBe(200);
  return res;
};
const rowsOf = (csv: string | Buffer): Cells[] => parse(csv, { columns: true, bom: true });
const toCsv = (rows: Cells[], sep = ',') => stringify(rows, { header: true, columns: CSV_HEADERS, delimiter: sep });

const post = (body: string | Buffer, dryRun: boolean, contentType = 'text/csv') =>
  asAdmin(adminEndpoints.csv.import, { query: { dryRun: dryRun ? 1 : 0 }, headers: { 'content-type': contentType }, payload: body });

/** Polls the job until it ends; answers its last state and every `done` it reported. */
async function waitForJob(jobId: string) {
  const seen: number[] = [];
  for (;;) {
    const res = await asAdmin(adminEndpoints.csv.job, { params: { jobId } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    seen.push(body.done);
    if (body.status !== 'running') return { ...body, seen };
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function importFile(body: string | Buffer) {
  const res = await post(body, false);
  expect(res.statusCode, res.body).toBe(202);
  const started = res.json();
  expect(started).toMatchObject({ ok: true, jobId: expect.any(String), total: expect.any(Number) });
  return { started, job: await waitForJob(started.jobId) };
}

/** A fingerprint of every catalogue row: any change to products, variants or stock changes it. */
async function checksum() {
  const r = await one<{ p: string; v: string; s: string }>(
    store,
    sql`select (select md5(coalesce(string_agg(p::text, '|' order by p.productid), '')) from products p) as p,
               (select md5(coalesce(string_agg(v::text, '|' order by v.prodvarid), '')) from product_variants v) as v,
               (select md5(coalesce(string_agg(s::text, '|' order by s.stockid), '')) from stock s) as s`,
  );
  return `${r.p}/${r.v}/${r.s}`;
}

const byProduct = (rows: Cells[]) => {
  const map = new Map<string, Cells[]>();
  for (const r of rows) map.set(r.productid, [...(map.get(r.productid) ?? []), r]);
  return [...map.values()];
};

describe('export', () => {
  it('is a UTF-8 CSV with a BOM, the documented header and one row per variant and size, in a fixed order', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(CSV_HEADERS.join(','));

    const rows = rowsOf(res.rawPayload);
    const stockRows = await one<{ n: number }>(
      store,
      sql`select count(*)::int as n from stock s join product_variants v on v.prodvarid = s.prodvarid`,
    );
    const bare = await one<{ n: number }>(
      store,
      sql`select count(*)::int as n from product_variants v where not exists (select 1 from stock s where s.prodvarid = v.prodvarid)`,
    );
    expect(rows.length).toBe(stockRows.n + bare.n);
    const ids = rows.map((r) => Number(r.productid));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const sizes = rows.find((r) => r.tipo_stock === 'SIZES') as Cells;
    expect(sizes).toMatchObject({ talla: expect.stringMatching(/^\d+$/), precio: expect.stringMatching(/^\d+\.\d{2}$/) });
    const bySizeless = rows.filter((r) => r.tipo_stock !== 'SIZES');
    expect(bySizeless.length).toBeGreaterThan(0);
    expect(bySizeless.every((r) => r.talla === '')).toBe(true);
    expect(new Set(rows.map((r) => r.preventa))).toEqual(new Set(['si', 'no']));
  });

  it('refuses a distributor', async () => {
    const res = await call(store.app, adminEndpoints.csv.export, { token: distributor });
    expect(res.statusCode).toBe(403);
  });
});

describe('round trip', () => {
  it('importing the export changes nothing, and exporting again gives identical bytes', async () => {
    const before = await checksum();
    const first = await exportCsv();

    const dry = await post(first.rawPayload, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json();
    expect(report.rowErrors).toEqual([]);
    expect(report.msg).toBe(ADMIN_MSG.csvDryRunOk);
    expect(report.summary).toMatchObject({
      productsCreated: 0,
      productsUpdated: 0,
      variantsCreated: 0,
      variantsUpdated: 0,
      stockChanged: 0,
      errorRows: 0,
    });
    expect(report.summary.rows).toBe(rowsOf(first.rawPayload).length);
    expect(report.summary.productsUnchanged).toBeGreaterThan(200);

    const { job } = await importFile(first.rawPayload);
    expect(job.status).toBe('done');
    expect(job.result).toEqual(report.summary);
    expect(await checksum()).toBe(before);

    const second = await exportCsv();
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
  }, 60_000);

  it('reads a file separated by semicolons and saved as Windows-1252 (Excel in Spanish)', async () => {
    const rows = rowsOf((await exportCsv()).rawPayload).slice(0, 40);
    const latin1 = Buffer.from(toCsv(rows, ';'), 'latin1');
    expect(latin1.includes(Buffer.from('ú', 'utf8'))).toBe(false);
    const res = await post(latin1, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rowErrors).toEqual([]);
    expect(res.json().summary).toMatchObject({ rows: 40, stockChanged: 0, variantsUpdated: 0, productsUpdated: 0 });
  });
});

describe('bad rows', () => {
  let rows: Cells[];
  let file: string;

  beforeAll(async () => {
    const all = rowsOf((await exportCsv()).rawPayload);
    const sizes = byProduct(all.filter((r) => r.tipo_stock === 'SIZES' && r.talla !== '')).filter((p) => p.length > 1);
    const boxes = byProduct(all.filter((r) => r.tipo_stock === 'BOXES'));
    const [a, b, c, d, e, f, g, h, i, k, l] = sizes;
    rows = [
      a[0], // 2: valid
      { ...b[0], marca: 'Marca Fantasma' }, // 3
      { ...c[0], color: 'Fucsia neón' }, // 4
      { ...d[0], talla: '99' }, // 5
      { ...e[0], precio: 'abc' }, // 6
      { ...f[0], stock: '-4' }, // 7
      { ...g[0], descuento: '150' }, // 8
      { ...h[0], precio: '0' }, // 9
      { ...i[0], talla: '' }, // 10
      { ...boxes[0][0], talla: '40' }, // 11
      { ...a[0] }, // 12: the same code and size as line 2
      { ...a[1], descripcion: 'Otra descripción' }, // 13
      { ...k[0], tipo_stock: 'BOXES', talla: '' }, // 14
      { ...l[0], productid: '999999', codigo: 'CSV-SIN-PRODUCTO' }, // 15
    ];
    file = toCsv(rows);
  });

  const expected = () => [
    { line: 3, msg: ADMIN_MSG.csvUnknownLookup('la marca', 'Marca Fantasma') },
    { line: 4, msg: ADMIN_MSG.csvUnknownLookup('el color', 'Fucsia neón') },
    { line: 5, msg: ADMIN_MSG.csvUnknownLookup('la talla', '99') },
    { line: 6, msg: ADMIN_MSG.csvBadPrice('abc') },
    { line: 7, msg: ADMIN_MSG.csvNegativeStock },
    { line: 8, msg: ADMIN_MSG.csvBadDiscount('150') },
    { line: 9, msg: ADMIN_MSG.csvPricePositive },
    { line: 10, msg: ADMIN_MSG.csvSizeRequired },
    { line: 11, msg: ADMIN_MSG.csvSizeNotAllowed('BOXES') },
    { line: 12, msg: ADMIN_MSG.csvDuplicateRow(rows[0].codigo, rows[0].talla, 2) },
    { line: 13, msg: ADMIN_MSG.csvProductDiffers('descripcion', 2) },
    { line: 14, msg: ADMIN_MSG.csvStockTypeChange(Number(rows[12].productid), 'SIZES', 'BOXES') },
    { line: 15, msg: ADMIN_MSG.csvUnknownProduct(999999) },
  ];

  it('the dry run lists each bad row with its line and reason, and changes nothing', async () => {
    const before = await checksum();
    const res = await post(file, true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rowErrors).toEqual(expected());
    expect(body.msg).toBe(ADMIN_MSG.csvDryRunErrors(13));
    expect(body.summary).toMatchObject({ rows: 14, errorRows: 13, productsUnchanged: 1, variantsUnchanged: 1, stockUnchanged: 1 });
    expect(ADMIN_MSG.csvUnknownLookup('la marca', 'x')).toMatch(/no crea valores/);
    expect(await checksum()).toBe(before);
  });

  it('the real run answers 400 with the same rows and changes nothing', async () => {
    const before = await checksum();
    const res = await post(file, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, msg: ADMIN_MSG.csvRejected(13), rowErrors: expected() });
    expect(await checksum()).toBe(before);
  });

  it('one bad row at the very end of a valid file stops the whole import', async () => {
    const before = await checksum();
    const all = rowsOf((await exportCsv()).rawPayload);
    const changed = all.slice(0, 300).map((r) => ({ ...r, stock: String(Number(r.stock || 0) + 1) }));
    const last = { ...all[all.length - 1], descuento: '101' };
    const res = await post(toCsv([...changed, last]), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().rowErrors).toEqual([{ line: 302, msg: ADMIN_MSG.csvBadDiscount('101') }]);
    expect(res.json().summary.stockChanged).toBeGreaterThan(250);
    expect(await checksum()).toBe(before);
  });

  it('names the missing columns of the header', async () => {
    const res = await post('productid,producto,marca\n1,Algo,Cóndor\n', true);
    expect(res.statusCode).toBe(400);
    // pares_por_caja may be left out: files written before it existed still import
    const missing = CSV_HEADERS.filter((h) => !['productid', 'producto', 'marca', 'pares_por_caja'].includes(h));
    expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.csvMissingColumns(missing, CSV_HEADERS) });
    expect(res.json().msg).toContain('Faltan columnas en el encabezado (línea 1): descripcion, genero');
  });

  it('refuses an empty file, a header alone and a row with more cells than the header', async () => {
    expect((await post('', true)).json()).toEqual({ ok: false, msg: ADMIN_MSG.csvEmpty });
    expect((await post('\uFEFF\r\n', true)).json()).toEqual({ ok: false, msg: ADMIN_MSG.csvEmpty });
    expect((await post(`${CSV_HEADERS.join(',')}\r\n`, true)).json()).toEqual({ ok: false, msg: ADMIN_MSG.csvNoRows });
    const row = rowsOf((await exportCsv()).rawPayload)[0];
    const extra = `${toCsv([row])}${stringify([[...CSV_HEADERS.map((h) => row[h]), 'sobra']])}`;
    const res = await post(extra, true);
    expect(res.json().rowErrors).toEqual([{ line: 3, msg: ADMIN_MSG.csvTooManyCells(CSV_HEADERS.length + 1, CSV_HEADERS.length) }]);
    const unreadable = await post(`${CSV_HEADERS.join(',')}\n1,"sin cerrar\n`, true);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().msg).toBe(ADMIN_MSG.csvUnreadable(2));
  });

  it('refuses an existing code under another product and differing values of one variant', async () => {
    const all = rowsOf((await exportCsv()).rawPayload);
    const [a, b] = byProduct(all.filter((r) => r.tipo_stock === 'SIZES'));
    const res = await post(toCsv([{ ...a[0], productid: b[0].productid }, a[1], { ...a[2], precio: '1.00' }]), true);
    const [first, , third] = [a[0], a[1], a[2]];
    expect(res.json().rowErrors).toEqual([
      { line: 2, msg: ADMIN_MSG.csvCodeOtherProduct(first.codigo, Number(a[0].productid)) },
      ...(third.codigo === a[1].codigo ? [{ line: 4, msg: ADMIN_MSG.csvVariantDiffers(third.codigo, 'precio', 3) }] : []),
    ]);
  });
});

describe('text cells', () => {
  it('a cell the database cannot store (NUL) is reported by the dry run with its line, and the real run changes nothing', async () => {
    const all = rowsOf((await exportCsv()).rawPayload);
    const [a, b, c, d, e, f] = byProduct(all.filter((r) => r.tipo_stock === 'SIZES' && r.talla !== ''));
    const stamp = Date.now().toString(36).toUpperCase();
    const rows: Cells[] = [
      { ...a[0], producto: `${a[0].producto}\0` }, // 2
      { ...b[0], descripcion: 'Suela\0de goma' }, // 3
      { ...c[0], codigo: `${c[0].codigo}\0` }, // 4: an existing code
      { ...d[0], productid: '', producto: `Nuevo CSV ${stamp}`, codigo: `CSV-${stamp}\0` }, // 5: a new code
      { ...e[0], marca: `${e[0].marca}\0`, talla: `${e[0].talla}\0` }, // 6: two cells
      { ...f[0], producto: 'N'.repeat(151) }, // 7
    ];
    const expected = [
      { line: 2, msg: ADMIN_MSG.csvNotStorable('producto') },
      { line: 3, msg: ADMIN_MSG.csvNotStorable('descripcion') },
      { line: 4, msg: ADMIN_MSG.csvNotStorable('codigo') },
      { line: 5, msg: ADMIN_MSG.csvNotStorable('codigo') },
      { line: 6, msg: ADMIN_MSG.csvNotStorable('marca') },
      { line: 6, msg: ADMIN_MSG.csvNotStorable('talla') },
      { line: 7, msg: ADMIN_MSG.csvTooLong('producto', 150) },
    ];
    const before = await checksum();
    const dry = await post(toCsv(rows), true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().rowErrors).toEqual(expected);
    expect(dry.json().msg).toBe(ADMIN_MSG.csvDryRunErrors(6));

    const real = await post(toCsv(rows), false);
    expect(real.statusCode, real.body).toBe(400);
    expect(real.json()).toMatchObject({ ok: false, msg: ADMIN_MSG.csvRejected(6), rowErrors: expected });
    expect(await checksum()).toBe(before);
  });

  it('accepts exactly the prices, discounts, codes and names the product form accepts', async () => {
    const all = rowsOf((await exportCsv()).rawPayload);
    const base = all.find((r) => r.tipo_stock === 'SIZES' && r.talla !== '' && r.stock !== '') as Cells;
    const stamp = Date.now().toString(36).toUpperCase();
    const prices = ['39.90', '39,9', '$ 39', '$39.5', ' 12 ', '0', '0.00', '-5', 'abc', '39.999', '1e3', '1.234,50'];
    prices.push('1000000', '1000000.00', '1000000.01', '9999999.99', '12345678', '123456789');
    const discounts = ['', '0', '10', '100', '007', '101', '-5', '10%', '10 %', '5.5', 'abc'];
    const codes = [`EQ-${stamp}-low`.toLowerCase(), `EQ ${stamp}`, `-EQ${stamp}`, `EQ_${stamp}`, `EQ-${stamp}`.padEnd(40, 'X')];
    codes.push(`EQ-${stamp}-`.padEnd(41, 'Y'));
    const names = ['N'.repeat(150), 'M'.repeat(151), `Nombre CSV ${stamp}`];

    const rows: Cells[] = [];
    const formAccepts: boolean[] = [];
    prices.forEach((precio, i) => {
      rows.push({ ...base, codigo: `EQP-${stamp}-${i}`, precio });
      formAccepts.push(adminVariantForm.shape.price.safeParse(precio).success);
    });
    discounts.forEach((descuento, i) => {
      rows.push({ ...base, codigo: `EQD-${stamp}-${i}`, descuento });
      formAccepts.push(adminVariantForm.shape.discount.safeParse(descuento).success);
    });
    for (const codigo of codes) {
      rows.push({ ...base, codigo });
      formAccepts.push(adminVariantBody.shape.code.safeParse(codigo).success);
    }
    names.forEach((producto, i) => {
      rows.push({ ...base, productid: '', producto, codigo: `EQN-${stamp}-${i}` });
      formAccepts.push(adminProductBody.shape.name.safeParse(producto).success);
    });
    // both sides of every limit are in the list
    expect(formAccepts.filter(Boolean).length).toBeGreaterThan(8);
    expect(formAccepts.filter((ok) => !ok).length).toBeGreaterThan(8);

    const res = await post(toCsv(rows), true);
    expect(res.statusCode, res.body).toBe(200);
    const errors: { line: number; msg: string }[] = res.json().rowErrors;
    const refused = new Set(errors.map((e) => e.line));
    expect(rows.map((_, i) => !refused.has(i + 2))).toEqual(formAccepts);

    const msgOf = (value: string, column: string) => errors.find((e) => rows[e.line - 2][column] === value)?.msg;
    expect(msgOf('1000000.01', 'precio')).toBe(ADMIN_MSG.csvPriceTooHigh('1000000.01', formatCents(MAX_PRICE_CENTS)));
    expect(msgOf('-5', 'precio')).toBe(ADMIN_MSG.csvPricePositive);
    expect(msgOf('abc', 'precio')).toBe(ADMIN_MSG.csvBadPrice('abc'));
    expect(msgOf('10%', 'descuento')).toBe(ADMIN_MSG.csvBadDiscount('10%'));
    expect(msgOf(`EQ ${stamp}`, 'codigo')).toBe(ADMIN_MSG.csvBadCode(`EQ ${stamp}`));
    expect(msgOf('M'.repeat(151), 'producto')).toBe(ADMIN_MSG.csvTooLong('producto', 150));
  });
});

describe('a failure while writing', () => {
  it('rolls back the rows already written: the job fails naming the lines, and the catalogue is as before', async () => {
    const all = rowsOf((await exportCsv()).rawPayload);
    // 2 full steps of stock changes are written before the step with the refused row
    const changed = all
      .filter((r) => r.stock !== '')
      .slice(0, APPLY_CHUNK * 2 + 50)
      .map((r) => ({ ...r, stock: String(Number(r.stock) + 1) }));
    const template = all.find((r) => r.tipo_stock === 'SIZES' && r.talla !== '') as Cells;
    const stamp = Date.now().toString(36).toUpperCase();
    const refusedCode = `CSV-FALLA-${stamp}`;
    const file = toCsv([...changed, { ...template, codigo: refusedCode, precio: '20.00', stock: '5' }]);
    const lastLine = changed.length + 2;

    // The plan accepts the file ...
    const dry = await post(file, true);
    expect(dry.json().rowErrors).toEqual([]);
    expect(dry.json().summary).toMatchObject({ errorRows: 0, variantsCreated: 1, stockChanged: changed.length + 1 });

    // ... but the database refuses that one variant, after the earlier steps were written.
    const before = await checksum();
    await store.database.db.execute(
      sql.raw(`alter table product_variants add constraint csv_test_refuse_code check (code <> '${refusedCode}')`),
    );
    try {
      const { job } = await importFile(file);
      expect(job.status).toBe('failed');
      expect(job.msg).toBe(ADMIN_MSG.csvImportFailedAt(APPLY_CHUNK * 2 + 2, lastLine));
      // the progress reported the rows written before the failure
      expect(job.done).toBe(APPLY_CHUNK * 2);
      expect(job.seen.at(-1)).toBe(APPLY_CHUNK * 2);
    } finally {
      await store.database.db.execute(sql.raw('alter table product_variants drop constraint csv_test_refuse_code'));
    }
    expect(await checksum()).toBe(before);
    const variant = await one<{ n: number }>(store, sql`select count(*)::int as n from product_variants where code = ${refusedCode}`);
    expect(variant.n).toBe(0);

    // nothing is left locked or half-done: the same file imports once the database takes it
    const { job: again } = await importFile(file);
    expect(again).toMatchObject({ status: 'done', msg: ADMIN_MSG.csvImportDone });
    expect(await checksum()).not.toBe(before);
  }, 60_000);
});

describe('a valid change', () => {
  it('updates a price and a size stock, adds a variant and a product, and the store shows them at once', async () => {
    const all = rowsOf((await exportCsv()).rawPayload);
    const product = byProduct(all.filter((r) => r.tipo_stock === 'SIZES' && r.activo === 'si' && r.preventa === 'no'))[3];
    const target = product[0];
    // Warm the store's cache with the old values first.
    const get = () => call(store.app, endpoints.catalog.product, { params: { id: target.productid }, token: distributor });
    expect((await get()).statusCode).toBe(200);

    const newPrice = (Number(target.precio) + 5).toFixed(2);
    const newStock = String(Number(target.stock) + 17);
    const stamp = Date.now().toString(36).toUpperCase();
    const rows: Cells[] = [
      { ...target, precio: newPrice, stock: newStock },
      { ...target, codigo: `CSV-${stamp}-V`, color: 'Blanco', precio: '45', descuento: '10', talla: '40', stock: '7' },
      { ...target, codigo: `CSV-${stamp}-V`, color: 'Blanco', precio: '45', descuento: '10', talla: '41', stock: '3' },
      {
        ...target,
        productid: '',
        producto: `Pelota CSV ${stamp}`,
        descripcion: 'Creada desde un archivo CSV.',
        tipo_stock: 'BOXES',
        codigo: `CSV-${stamp}-P1`,
        color: 'Rojo',
        precio: '12,50',
        descuento: '0',
        talla: '',
        stock: '48',
      },
    ];
    rows.push({ ...rows[3], codigo: `CSV-${stamp}-P2`, color: 'Negro', stock: '' });

    const dry = await post(toCsv(rows), true);
    expect(dry.json().rowErrors).toEqual([]);
    const summary = {
      rows: 5,
      productsCreated: 1,
      productsUpdated: 0,
      productsUnchanged: 1,
      variantsCreated: 3,
      variantsUpdated: 1,
      variantsUnchanged: 0,
      stockChanged: 5,
      stockUnchanged: 0,
      errorRows: 0,
    };
    expect(dry.json().summary).toEqual(summary);

    const { job } = await importFile(toCsv(rows));
    expect(job).toMatchObject({ status: 'done', done: 5, total: 5, msg: ADMIN_MSG.csvImportDone, result: summary });

    const detail = (await get()).json().product;
    const variant = detail.productVariants.find((v: { code: string }) => v.code === target.codigo);
    expect(variant.price).toBe(Number(newPrice));
    expect(variant.stock_sizes.find((s: { name: string }) => s.name === target.talla).quantity).toBe(Number(newStock));
    const added = detail.productVariants.find((v: { code: string }) => v.code === `CSV-${stamp}-V`);
    expect(added).toMatchObject({ price: 45, discount_value: 10, color: { name: 'Blanco' } });
    expect(added.stock_sizes.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([
      ['40', 7],
      ['41', 3],
    ]);

    const created = await one<{ productid: number; search_text: string; stocktype: string }>(
      store,
      sql`select p.productid, p.search_text, p.stocktype from products p where p.name = ${`Pelota CSV ${stamp}`}`,
    );
    expect(created.stocktype).toBe('BOXES');
    expect(created.search_text).toBe(`pelota csv ${stamp.toLowerCase()} csv-${stamp.toLowerCase()}-p1 csv-${stamp.toLowerCase()}-p2`);
    const stockRows = await one<{ q: number[] }>(
      store,
      sql`select array_agg(s.quantity order by v.position) as q from stock s join product_variants v on v.prodvarid = s.prodvarid where v.productid = ${created.productid}`,
    );
    expect(stockRows.q).toEqual([48, 0]);
    const newCard = await call(store.app, endpoints.catalog.storeFront, { query: { search: `CSV-${stamp}-P2` }, token: distributor });
    expect(newCard.json().products.map((p: { productid: number }) => p.productid)).toEqual([created.productid]);
    expect(newCard.json().products[0].price).toBe(12.5);
    const searchVariant = await one<{ search_text: string }>(
      store,
      sql`select search_text from products where productid = ${Number(target.productid)}`,
    );
    expect(searchVariant.search_text).toContain(`csv-${stamp.toLowerCase()}-v`);
  });
});

describe('a long file', () => {
  it('runs in the background and reports its progress up to the total', async () => {
    const all = rowsOf((await exportCsv()).rawPayload);
    const rows: Cells[] = all.map((r) => ({ ...r, stock: r.stock === '' ? '' : String(Number(r.stock) + 2) }));
    const template = all.find((r) => r.tipo_stock === 'SIZES') as Cells;
    const stamp = Date.now().toString(36).toUpperCase();
    for (let i = 0; rows.length < 5000; i++) {
      for (let size = 34; size <= 45 && rows.length < 5000; size++) {
        rows.push({
          ...template,
          productid: '',
          producto: `Lote CSV ${stamp} ${Math.floor(i / 10)}`,
          codigo: `LOTE-${stamp}-${i}`,
          talla: String(size),
          stock: String(i + size),
        });
      }
    }
    const { started, job } = await importFile(toCsv(rows));
    expect(started.total).toBe(5000);
    expect(job).toMatchObject({ status: 'done', done: 5000, total: 5000 });
    const seen: number[] = job.seen;
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((d) => d > 0 && d < 5000)).toBe(true);
    expect(job.result.stockChanged).toBe(5000 - all.filter((r) => r.stock === '').length);
    const lot = await one<{ n: number }>(store, sql`select count(*)::int as n from product_variants where code like ${`LOTE-${stamp}-%`}`);
    expect(lot.n).toBe(Math.ceil((5000 - all.length) / 12));
  }, 120_000);

  it('a job that does not exist is a 404', async () => {
    const res = await asAdmin(adminEndpoints.csv.job, { params: { jobId: 'nada' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.csvJobNotFound });
  });
});

describe('pares_por_caja', () => {
  const unitsPerBox = async (productid: number | string) =>
    (await one<{ n: number }>(store, sql`select units_per_box as n from products where productid = ${Number(productid)}`)).n;
  /** An active BOXES product a distributor can open, with all its rows of the export. */
  const boxesProduct = async () => {
    const rows = rowsOf((await exportCsv()).rawPayload);
    const found = byProduct(rows.filter((r) => r.tipo_stock === 'BOXES' && r.activo === 'si' && r.preventa === 'no')).find(
      (p) => p.length > 1,
    );
    expect(found).toBeDefined();
    return found as Cells[];
  };
  const withoutColumn = (rows: Cells[]) =>
    stringify(
      rows.map(({ pares_por_caja: _, ...rest }) => rest),
      { header: true, columns: CSV_HEADERS.filter((h) => h !== 'pares_por_caja') },
    );

  it("is exported right after tipo_stock with each product's box size", async () => {
    expect(CSV_HEADERS.indexOf('pares_por_caja')).toBe(CSV_HEADERS.indexOf('tipo_stock') + 1);
    const [first] = await boxesProduct();
    await store.database.db.execute(sql`update products set units_per_box = 10 where productid = ${Number(first.productid)}`);
    try {
      const rows = rowsOf((await exportCsv()).rawPayload);
      const sizes = await all<{ productid: number; n: number }>(store, sql`select productid, units_per_box as n from products`);
      const byId = new Map(sizes.map((p) => [String(p.productid), String(p.n)]));
      for (const r of rows) expect(r.pares_por_caja, r.codigo).toBe(byId.get(r.productid));
      expect(rows.filter((r) => r.productid === first.productid).map((r) => r.pares_por_caja)).toContain('10');
      expect(new Set(rows.map((r) => r.pares_por_caja))).toEqual(new Set(['10', String(BOX_UNITS)]));
    } finally {
      await store.database.db.execute(sql`update products set units_per_box = ${BOX_UNITS} where productid = ${Number(first.productid)}`);
    }
  });

  it('a new value updates the product and the store prices its box with it', async () => {
    const product = await boxesProduct();
    const id = product[0].productid;
    const get = () => call(store.app, endpoints.catalog.product, { params: { id }, token: distributor });
    expect((await get()).json().product.productInfo.units_per_box).toBe(BOX_UNITS);

    const rows = product.map((r) => ({ ...r, pares_por_caja: '6' }));
    const dry = await post(toCsv(rows), true);
    expect(dry.json().rowErrors).toEqual([]);
    expect(dry.json().summary).toMatchObject({ productsUpdated: 1, productsUnchanged: 0, variantsUpdated: 0, stockChanged: 0 });
    const { job } = await importFile(toCsv(rows));
    expect(job).toMatchObject({ status: 'done', result: { productsUpdated: 1 } });
    expect(await unitsPerBox(id)).toBe(6);
    // the store's cached product page shows it at once
    expect((await get()).json().product.productInfo.units_per_box).toBe(6);

    // one row giving the value is enough: the others may leave the cell empty, but may not disagree
    const oneFilled = product.map((r, i) => ({ ...r, pares_por_caja: i === 0 ? '8' : '' }));
    const filled = await post(toCsv(oneFilled), true);
    expect(filled.json().rowErrors).toEqual([]);
    expect(filled.json().summary).toMatchObject({ productsUpdated: 1 });
    const disagree = product.map((r, i) => ({ ...r, pares_por_caja: i === 0 ? '8' : '9' }));
    const res = await post(toCsv(disagree), true);
    expect(res.json().rowErrors).toEqual(
      disagree.slice(1).map((_, i) => ({ line: i + 3, msg: ADMIN_MSG.csvProductDiffers('pares_por_caja', 2) })),
    );
    expect(await unitsPerBox(id)).toBe(6);
  });

  it("an empty cell or a file without the column keeps a product's value; a new product gets 12", async () => {
    const product = await boxesProduct();
    const id = product[0].productid;
    await store.database.db.execute(sql`update products set units_per_box = 6 where productid = ${Number(id)}`);
    store.app.catalogCache.clear();

    const empty = await post(toCsv(product.map((r) => ({ ...r, pares_por_caja: '' }))), true);
    expect(empty.json().rowErrors).toEqual([]);
    expect(empty.json().summary).toMatchObject({ productsUpdated: 0, productsUnchanged: 1 });

    const stamp = Date.now().toString(36).toUpperCase();
    const rows = [
      ...product.map((r) => ({ ...r, stock: String(Number(r.stock || 0) + 1) })),
      { ...product[0], productid: '', producto: `Caja CSV ${stamp}`, codigo: `CAJA-${stamp}`, stock: '3' },
    ];
    const file = withoutColumn(rows);
    expect(file.split('\n')[0]).not.toContain('pares_por_caja');
    const { job } = await importFile(file);
    expect(job).toMatchObject({ status: 'done', result: { productsCreated: 1, productsUpdated: 0, productsUnchanged: 1 } });
    expect(await unitsPerBox(id)).toBe(6);
    const created = await one<{ n: number }>(store, sql`select units_per_box as n from products where name = ${`Caja CSV ${stamp}`}`);
    expect(created.n).toBe(BOX_UNITS);
  });

  it('refuses a value that is not a whole number of 1 to 100, with its line, and changes nothing', async () => {
    const product = await boxesProduct();
    const bad = ['0', 'doce', '6.5', '101', '-12', '1e1', '0x0C'];
    const rows = bad.map((pares_por_caja, i) => ({ ...product[0], codigo: `${product[0].codigo}-X${i}`, pares_por_caja }));
    const before = await checksum();
    const res = await post(toCsv(rows), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().rowErrors).toEqual(bad.map((v, i) => ({ line: i + 2, msg: ADMIN_MSG.csvBadUnitsPerBox(v, MAX_UNITS_PER_BOX) })));
    expect(ADMIN_MSG.csvBadUnitsPerBox('101', MAX_UNITS_PER_BOX)).toBe(
      'pares_por_caja "101" no es válido: debe ser un número entero de 1 a 100 (o vacío para no cambiarlo)',
    );
    expect(await checksum()).toBe(before);
    // the limits themselves are accepted
    const limits = ['1', String(MAX_UNITS_PER_BOX)].map((v) => product.map((r) => ({ ...r, pares_por_caja: v })));
    for (const file of limits) expect((await post(toCsv(file), true)).json().rowErrors).toEqual([]);
  });

  it('a box size other than 12 survives the round trip: importing the export changes nothing', async () => {
    const product = await boxesProduct();
    await store.database.db.execute(sql`update products set units_per_box = 24 where productid = ${Number(product[0].productid)}`);
    const before = await checksum();
    const first = await exportCsv();
    expect(rowsOf(first.rawPayload).find((r) => r.productid === product[0].productid)?.pares_por_caja).toBe('24');
    const dry = await post(first.rawPayload, true);
    expect(dry.json().rowErrors).toEqual([]);
    expect(dry.json().summary).toMatchObject({ productsCreated: 0, productsUpdated: 0, variantsUpdated: 0, stockChanged: 0 });
    const { job } = await importFile(first.rawPayload);
    expect(job.status).toBe('done');
    expect(await checksum()).toBe(before);
    expect(Buffer.compare((await exportCsv()).rawPayload, first.rawPayload)).toBe(0);
  }, 60_000);
});
