import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, multipart, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'quick');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}
const review = (token: string, text: string) => call(store.app, endpoints.buying.quickOrderReview, { token, payload: { text } });
const reviewFile = (token: string, filename: string, data: Buffer) => {
  const form = multipart({}, [{ field: 'file', filename, data, contentType: 'application/octet-stream' }]);
  return call(store.app, endpoints.buying.quickOrderReviewFile, { token, ...form });
};
const cartRows = (userId: number) =>
  all<{ prodvarid: number; quantity: number }>(
    store,
    sql`select d.prodvarid, d.quantity from cart_details d join carts c on c.cartid = d.cartid where c.userid = ${userId}
        order by d.prodvarid, d.sizeid`,
  );
type Line = {
  line: number;
  code: string;
  item: { prodvarid: number; sizeid: number | null; unit_price: number; subtotal: number } | null;
  error: { msg: string } | null;
  quantity: number;
};

let catalogue: Record<'boxes' | 'units' | 'sized' | 'off', Awaited<ReturnType<typeof createProduct>>>;
beforeAll(async () => {
  const db = store.database.db;
  catalogue = {
    boxes: await createProduct(db, { stockType: 'BOXES', quantity: 10, priceCents: 2000 }),
    units: await createProduct(db, { stockType: 'UNITS', quantity: 30, priceCents: 1000, discount: 10 }),
    sized: await createProduct(db, { stockType: 'SIZES', sizes: { '38': 6, '40': 12 }, priceCents: 3000 }),
    off: await createProduct(db, { stockType: 'BOXES', quantity: 10 }),
  };
  await db.execute(sql`update products set active = false where productid = ${catalogue.off.productId}`);
});

describe('Pedido rápido: Revisar', () => {
  it('reads a code as the header search does (no case, spaces or dashes) and repeats an unknown code as typed', async () => {
    const { boxes } = catalogue;
    const { token } = await newDistributor();
    const loose = boxes.code.replace(/-/g, '').toLowerCase();
    const dashed = boxes.code.split('').join('-');
    const res = await review(token, `${loose} 1\n${dashed} 1\nzz 99-x 2`);
    expect(res.statusCode).toBe(200);
    const lines: Line[] = res.json().lines;
    expect(lines.map((l) => l.item?.prodvarid ?? l.error?.msg)).toEqual([
      boxes.variantId,
      boxes.variantId,
      'Línea 3: no se encontró el código "zz 99-x"',
    ]);
    expect(lines[0].code).toBe(boxes.code);
  });

  it('resolves each line with its price or names its error, whatever the separators, case or spaces', async () => {
    const { boxes, units, sized, off } = catalogue;
    const { token } = await newDistributor();
    const spaced = `${units.code.slice(0, 3).toLowerCase()} ${units.code.slice(3).toLowerCase()}`;
    const text = [
      'codigo,talla,cantidad',
      `${boxes.code} 2`,
      `${spaced};12`,
      'CA-99 4',
      `${sized.code}\t38\t6`,
      `${units.code},7`,
      '',
      `${sized.code} 40 13`,
      `${sized.code} 6`,
      `${sized.code} 44 6`,
      `${off.code} 1`,
      `${boxes.code} 38 1`,
      `${boxes.code} dos`,
      `${boxes.code}`,
      `${boxes.code} 9`,
    ].join('\n');
    const res = await review(token, text);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const lines: Line[] = body.lines;
    expect(lines.map((l) => [l.line, l.error?.msg ?? 'ok'])).toEqual([
      [2, 'ok'],
      [3, 'ok'],
      [4, 'Línea 4: no se encontró el código "CA-99"'],
      [5, 'ok'],
      [6, 'Línea 6: este producto se vende en cajas de 12 o medias cajas de 6'],
      [8, 'Línea 8: solo hay 12 pares disponibles'],
      [9, 'Línea 9: falta la talla: este producto se vende por tallas'],
      [10, 'Línea 10: la talla 44 no existe para este producto'],
      [11, 'Línea 11: este producto ya no está a la venta'],
      [12, 'Línea 12: este producto no se vende por tallas: escriba solo el código y la cantidad'],
      [13, 'Línea 13: la cantidad debe ser un número entero mayor a 0'],
      [14, 'Línea 14: falta la cantidad'],
      [15, 'Línea 15: solo hay 10 cajas disponibles'],
    ]);
    expect(lines[0]).toMatchObject({ code: boxes.code, quantity: 2, item: { prodvarid: boxes.variantId, unit_price: 20, subtotal: 480 } });
    expect(lines[1]).toMatchObject({ code: units.code, item: { prodvarid: units.variantId, unit_price: 9, subtotal: 108 } });
    expect(lines[3]).toMatchObject({ size: '38', item: { sizeid: sized.sizeIds['38'], subtotal: 180 } });
    expect(body.total).toBe(768);
    expect(await cartRows((await newDistributor()).id)).toEqual([]);
  });

  it('adds the valid lines in one request, refusing all with the line number when one became invalid', async () => {
    const { boxes, sized } = catalogue;
    const user = await newDistributor();
    const body = (await review(user.token, `${boxes.code} 1\nCA-99 3\n${sized.code} 40 6`)).json();
    const valid = body.lines
      .filter((l: Line) => l.item)
      .map((l: Line) => ({ line: l.line, prodvarid: l.item!.prodvarid, sizeid: l.item!.sizeid, quantity: l.quantity }));
    await store.database.db.execute(
      sql`update stock set quantity = 2 where prodvarid = ${sized.variantId} and sizeid = ${sized.sizeIds['40']}`,
    );
    const refused = await call(store.app, endpoints.buying.addLines, { token: user.token, payload: { lines: valid } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Línea 3: solo hay 2 pares disponibles');
    expect(await cartRows(user.id)).toEqual([]);
    await store.database.db.execute(
      sql`update stock set quantity = 12 where prodvarid = ${sized.variantId} and sizeid = ${sized.sizeIds['40']}`,
    );
    const added = await call(store.app, endpoints.buying.addLines, { token: user.token, payload: { lines: valid } });
    expect(added.json()).toEqual({ ok: true, msg: '2 productos agregados al carrito', added: 2 });
    expect(await cartRows(user.id)).toEqual([
      { prodvarid: boxes.variantId, quantity: 1 },
      { prodvarid: sized.variantId, quantity: 6 },
    ]);
  });

  it('reviews 500 lines and refuses 501, an overlong text and a NUL character with clear messages', async () => {
    const { boxes } = catalogue;
    const { token } = await newDistributor();
    const many = Array.from({ length: 500 }, (_, i) => `CA-${i} 1`).join('\n');
    const ok = await review(token, `codigo,cantidad\n${many}\n\n${boxes.code} 1`.replace('CA-0 1\n', ''));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().lines).toHaveLength(500);
    const tooMany = await review(token, `${many}\n${boxes.code} 1`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('Máximo 500 líneas por pedido rápido: divida la lista en varias partes.');
    const long = await review(token, `${boxes.code} 1 ${'x'.repeat(200_000)}`);
    expect([long.statusCode, long.json().msg]).toEqual([
      400,
      'El texto es demasiado largo: pegue como máximo 200.000 caracteres (500 líneas)',
    ]);
    const nul = await review(token, `${boxes.code}\u0000 1`);
    expect([nul.statusCode, nul.json().msg]).toEqual([
      400,
      'El texto tiene caracteres que no se pueden leer: escríbalo o péguelo de nuevo',
    ]);
    const empty = await review(token, '\n  \ncodigo,talla,cantidad\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('Escriba o pegue al menos una línea con el código y la cantidad');
  });

  it('reads a .csv and an .xlsx file and refuses a file that is not what its name says', async () => {
    const { boxes, sized } = catalogue;
    const { token } = await newDistributor();
    const csv = Buffer.from(`\uFEFFcodigo;talla;cantidad\n${boxes.code.toLowerCase()};;3\n${sized.code};40;6\nCA-99;;1\n`);
    const fromCsv = await reviewFile(token, 'pedido.csv', csv);
    expect(fromCsv.statusCode).toBe(200);
    expect(fromCsv.json().lines.map((l: Line) => l.error?.msg ?? l.item?.prodvarid)).toEqual([
      boxes.variantId,
      sized.variantId,
      'Línea 4: no se encontró el código "CA-99"',
    ]);
    expect(fromCsv.json().text.split('\n')[1]).toBe(`${boxes.code.toLowerCase()}\t\t3`);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Pedido');
    sheet.addRow(['Código', 'Talla', 'Cantidad']);
    sheet.addRow([boxes.code, null, 2]);
    sheet.addRow([sized.code, 38, 6]);
    sheet.addRow([sized.code, 39, 6]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const fromXlsx = await reviewFile(token, 'Pedido.XLSX', xlsx);
    expect(fromXlsx.statusCode).toBe(200);
    expect(fromXlsx.json().lines.map((l: Line) => l.error?.msg ?? l.item?.prodvarid)).toEqual([
      boxes.variantId,
      sized.variantId,
      'Línea 4: la talla 39 no existe para este producto',
    ]);

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(64)]);
    const fakeXlsx = await reviewFile(token, 'pedido.xlsx', exe);
    expect(fakeXlsx.statusCode).toBe(400);
    expect(fakeXlsx.json().msg).toBe('El archivo debe ser una hoja de cálculo .xlsx o un archivo .csv');
    expect((await reviewFile(token, 'pedido.csv', exe)).json().msg).toBe('El archivo debe ser una hoja de cálculo .xlsx o un archivo .csv');
    expect((await reviewFile(token, 'pedido.pdf', csv)).statusCode).toBe(400);
    const brokenZip = await reviewFile(token, 'pedido.xlsx', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)]));
    expect(brokenZip.statusCode).toBe(400);
    expect(brokenZip.json().msg).toBe('No se pudo leer el archivo: guárdelo de nuevo como .xlsx o .csv e intente otra vez');
    const big = await reviewFile(token, 'pedido.csv', Buffer.alloc(2_000_001, 'a'));
    expect(big.statusCode).toBe(413);
  });

  it('refuses an .xlsx whose zip directory says it unpacks to more than 20 MB, before unpacking it', async () => {
    const { token } = await newDistributor();
    // A zip of one stored entry whose central directory claims `size` bytes once unpacked.
    const zipClaiming = (size: number) => {
      const name = Buffer.from('xl/worksheets/sheet1.xml');
      const data = Buffer.from('<worksheet/>');
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt32LE(data.length, 20);
      header.writeUInt32LE(size, 24);
      header.writeUInt16LE(name.length, 28);
      const dirStart = local.length + name.length + data.length;
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(1, 8);
      end.writeUInt16LE(1, 10);
      end.writeUInt32LE(header.length + name.length, 12);
      end.writeUInt32LE(dirStart, 16);
      return Buffer.concat([local, name, data, header, name, end]);
    };
    for (const size of [3_000_000_000, 20_000_001, 0xffffffff]) {
      const res = await reviewFile(token, 'pedido.xlsx', zipClaiming(size));
      expect([res.statusCode, res.json().msg]).toEqual([400, 'El archivo es demasiado grande una vez descomprimido (más de 20 MB)']);
    }
    // The same zip telling its true size is read (a book without rows: nothing to order).
    const small = await reviewFile(token, 'pedido.xlsx', zipClaiming(12));
    expect([small.statusCode, small.json().msg]).toEqual([400, 'Escriba o pegue al menos una línea con el código y la cantidad']);
  });
});
