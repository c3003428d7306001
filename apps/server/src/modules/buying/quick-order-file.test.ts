import { crc32, deflateRawSync } from 'node:zlib';
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { apiPath, bearer, createTestStore, login, multipart, type TestStore } from '../../test/harness.ts';
import { expectServedMeanwhile, figures, listening, slowestWhile, upload } from '../../test/while-busy.ts';
import { QUICK_ORDER_MAX_ROWS } from './quick-order-file.ts';

let store: TestStore;
let base: string;
let token: string;
beforeAll(async () => {
  store = await createTestStore();
  base = await listening(store.app);
  const [user] = await createDistributors(store.database.db, 1, 'qfile');
  token = await login(store.app, user.email, FIXTURE_PASSWORD);
  // the first upload loads the readers' code: not what the timings below are about
  await send('pedido.csv', Buffer.from('ABC-1,1\n'));
});
afterAll(() => store?.close());

const send = (filename: string, data: Buffer) => {
  const form = multipart({}, [{ field: 'file', filename, data, contentType: 'application/octet-stream' }]);
  return upload(`${base}${apiPath(endpoints.buying.quickOrderReviewFile)}`, { ...bearer(token), ...form.headers }, form.payload);
};
const catalogue = () => `${base}${apiPath(endpoints.catalog.storeFront)}`;

/** A zip of deflated entries, written by hand: the sheet below is megabytes of XML in a few kilobytes. */
function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const headers: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text);
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc32(raw), 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(raw.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    headers.push(header, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(headers);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
/** An .xlsx of one sheet with these rows, in Excel's order: the sheet before anything else of the book. */
const xlsxOf = (rows: string) =>
  zipOf({
    '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
    '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Pedido" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  });

describe('a quick order file is read as a stream, up to its caps', () => {
  it('a 400,000-row .xlsx of a few KB is a 400 naming the cap, and the catalogue answers meanwhile', async () => {
    // near-empty rows that all say they are row 1: 400,000 of them are 15 MB of XML
    const file = xlsxOf('<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(400_000));
    expect(file.length).toBeLessThan(100_000);
    await fetch(catalogue()).then((r) => r.arrayBuffer());
    const busy = await slowestWhile(catalogue(), send('pedido.xlsx', file));
    console.info('400,000-row .xlsx', figures(busy));
    expect(busy.result).toEqual({ status: 400, body: { ok: false, msg: MSG.quickOrderFileTooManyRows(QUICK_ORDER_MAX_ROWS) } });
    expect(busy.result.body.msg).toContain(`más de ${QUICK_ORDER_MAX_ROWS} filas`);
    expectServedMeanwhile(busy);
  });

  it('a row numbered past the cap stops the reading there', async () => {
    const file = xlsxOf(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>ABC</t></is></c></row><row r="${QUICK_ORDER_MAX_ROWS + 1}"><c r="A${QUICK_ORDER_MAX_ROWS + 1}"><v>1</v></c></row>`,
    );
    const res = await send('pedido.xlsx', file);
    expect([res.status, res.body.msg]).toEqual([400, MSG.quickOrderFileTooManyRows(QUICK_ORDER_MAX_ROWS)]);
  });

  it('a sheet written by Excel (strings shared, the sheet first) is read with its line numbers', async () => {
    const product = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50 });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Pedido');
    sheet.getCell('A1').value = product.code;
    sheet.getCell('B1').value = 2;
    sheet.getCell('A3').value = product.code.toLowerCase();
    sheet.getCell('B3').value = 1;
    const res = await send('pedido.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    expect(res.body.text).toBe(`${product.code}\t2\n\n${product.code.toLowerCase()}\t1`);
  });

  it('a 20 MB CSV is refused at the upload cap, and a CSV past the row cap with its message', async () => {
    const big = Buffer.from('ABC-1,2\n'.repeat(2_600_000));
    const busy = await slowestWhile(catalogue(), send('pedido.csv', big));
    console.info('20 MB CSV', figures(busy));
    expect([busy.result.status, busy.result.body.msg]).toEqual([
      413,
      'El archivo pedido.csv pesa más de 2 MB, lo más que admite un pedido rápido: quite las filas que no son del pedido.',
    ]);
    expectServedMeanwhile(busy);

    const long = Buffer.from(`${'\n'.repeat(QUICK_ORDER_MAX_ROWS)}ABC-1,2\n`);
    const res = await send('pedido.csv', long);
    expect([res.status, res.body.msg]).toEqual([400, MSG.quickOrderFileTooManyRows(QUICK_ORDER_MAX_ROWS)]);
    expect((await fetch(catalogue())).status).toBe(200);
  });
});
