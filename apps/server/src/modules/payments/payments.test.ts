import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_RECEIPT_BYTES, MSG, STORE_PROFILE } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-payments.ts';
import { createDistributors, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import {
  all,
  call,
  createTestStore,
  login,
  loginAdmin,
  multipart,
  one,
  outbox,
  placeOneBoxOrder,
  type TestStore,
  tinyPdf,
} from '../../test/harness.ts';
import { receiptKind } from './receipt-form.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'pay');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}

const placeOrder = (token: string) => placeOneBoxOrder(store, token);

/** A real-looking PNG: signature and IHDR chunk first. */
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(60, 1)]);
const jpg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), Buffer.alloc(80, 7), Buffer.from([0xff, 0xd9])]);
/** A PDF padded to exactly `size` bytes, its `%%EOF` still at the end. */
const pdfOfSize = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
};

const upload = (orderId: number, token: string | undefined, files: { filename: string; data: Buffer; contentType?: string }[]) => {
  const form = multipart(
    {},
    files.map((f) => ({ field: 'receipt', ...f })),
  );
  return call(store.app, endpoints.payments.upload, { params: { id: orderId }, token, ...form });
};

const paymentOf = async (id: number) =>
  (await one<{ s: string }>(store, sql`select payment_status as s from sales where saleid = ${id}`)).s;
const receiptsOf = (id: number) =>
  all<{ receiptid: number; storage_key: string; status: string; bytes: number }>(
    store,
    sql`select * from sale_receipts where saleid = ${id} order by receiptid`,
  );
const storedFiles = async (orderId: number) =>
  readdir(path.join(store.dataDir, 'uploads', 'receipts', String(orderId))).catch(() => [] as string[]);

describe('what a receipt is, by its content', () => {
  it('knows a PDF, a PNG and a JPEG, and nothing else', () => {
    expect(receiptKind(tinyPdf())).toBe('pdf');
    expect(receiptKind(png())).toBe('png');
    expect(receiptKind(jpg())).toBe('jpg');
    expect(receiptKind(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]))).toBeNull();
    expect(receiptKind(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200)]))).toBeNull();
    expect(receiptKind(Buffer.from('%PDF-1.4 but cut short, no end marker at all'))).toBeNull();
    expect(receiptKind(Buffer.from('<html><body>comprobante</body></html>'))).toBeNull();
  });
});

describe('GET /api/payments/bank_accounts', () => {
  it('lists the active accounts in the staff order to a distributor, not to a visitor', async () => {
    const dist = await newDistributor();
    await store.database.db.execute(
      sql`insert into bank_accounts (bank, account_type, number, holder, ruc, position, active) values ('Banco Apagado', 'AHORROS', '99999', 'X', ${STORE_PROFILE.ruc}, 9, false)`,
    );
    const res = await call(store.app, endpoints.payments.bankAccounts, { token: dist.token });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().accounts.map((a: { bank: string; number: string; accountType: string; holder: string; ruc: string }) => ({
        ...a,
        bankaccountid: undefined,
      })),
    ).toEqual(DEMO_BANK_ACCOUNTS.map((a) => ({ ...a, bankaccountid: undefined })));
    expect((await call(store.app, endpoints.payments.bankAccounts)).statusCode).toBe(401);
  });
});

describe('POST /api/sale/:id/receipts', () => {
  it('stores the receipt privately, records it and shows «Comprobante enviado»; the staff hear of it', async () => {
    const dist = await newDistributor();
    const orderId = await placeOrder(dist.token);
    expect(await paymentOf(orderId)).toBe('PENDING');
    const data = tinyPdf('transferencia');
    const res = await upload(orderId, dist.token, [{ filename: 'pago banco.pdf', data }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ok: true,
      msg: MSG.receiptSent,
      paymentStatus: 'SENT',
      receipt: { filename: 'pago banco.pdf', mime: 'application/pdf', bytes: data.length, status: 'SENT', reason: null },
    });
    expect(await paymentOf(orderId)).toBe('SENT');
    const [row] = await receiptsOf(orderId);
    expect(row.storage_key).toMatch(new RegExp(`^receipts/${orderId}/`));
    // under DATA_DIR/uploads, never under the public media folder
    expect(await readFile(path.join(store.dataDir, 'uploads', row.storage_key))).toEqual(data);
    expect(row.storage_key.startsWith('media')).toBe(false);

    const list = await call(store.app, endpoints.payments.receipts, { params: { id: orderId }, token: dist.token });
    expect(list.json()).toMatchObject({ paymentStatus: 'SENT', receipts: [{ receiptid: row.receiptid, status: 'SENT' }] });

    const mail = (await outbox(store.dataDir)).find((m) => m.subject === `Comprobante de pago de la orden #${orderId}`);
    expect(mail?.to).toBe('ventas@tienda.test');
  });

  it('takes a PNG or a JPEG, whatever the name says, and keeps the extension its content has', async () => {
    for (const [data, mime, ext] of [
      [png(), 'image/png', 'png'],
      [jpg(), 'image/jpeg', 'jpg'],
    ] as const) {
      const dist = await newDistributor();
      const orderId = await placeOrder(dist.token);
      const res = await upload(orderId, dist.token, [{ filename: 'foto.txt', data, contentType: 'text/plain' }]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().receipt).toMatchObject({ mime, filename: `foto.${ext}` });
    }
  });

  it('takes exactly 10,000,000 bytes and refuses 10,000,001, leaving the previous state, no row and no file', async () => {
    const dist = await newDistributor();
    const orderId = await placeOrder(dist.token);
    const over = await upload(orderId, dist.token, [{ filename: 'grande.pdf', data: pdfOfSize(MAX_RECEIPT_BYTES + 1) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json().msg).toBe(MSG.receiptTooBig);
    expect(await paymentOf(orderId)).toBe('PENDING');
    expect(await receiptsOf(orderId)).toEqual([]);
    expect(await storedFiles(orderId)).toEqual([]);

    const exact = await upload(orderId, dist.token, [{ filename: 'justo.pdf', data: pdfOfSize(MAX_RECEIPT_BYTES) }]);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().receipt.bytes).toBe(MAX_RECEIPT_BYTES);
  });

  it('refuses an executable renamed .pdf, another type, two files and no file, saving nothing', async () => {
    const dist = await newDistributor();
    const orderId = await placeOrder(dist.token);
    const cases = [
      {
        files: [{ filename: 'comprobante.pdf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]) }],
        status: 400,
        msg: MSG.receiptNotAccepted,
      },
      {
        files: [{ filename: 'comprobante.pdf', data: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(300)]) }],
        status: 400,
        msg: MSG.receiptNotAccepted,
      },
      {
        files: [
          {
            filename: 'comprobante.docx',
            data: Buffer.from('PK\u0003\u0004 a word file'),
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          },
        ],
        status: 400,
        msg: MSG.receiptNotAccepted,
      },
      {
        files: [
          { filename: 'uno.pdf', data: tinyPdf() },
          { filename: 'dos.pdf', data: tinyPdf() },
        ],
        status: 400,
        msg: MSG.receiptOneFile,
      },
      { files: [], status: 400, msg: MSG.receiptRequired },
    ];
    for (const c of cases) {
      const res = await upload(orderId, dist.token, c.files);
      expect([res.statusCode, res.json().msg]).toEqual([c.status, c.msg]);
    }
    expect(await paymentOf(orderId)).toBe('PENDING');
    expect(await receiptsOf(orderId)).toEqual([]);
    expect(await storedFiles(orderId)).toEqual([]);
  });

  it('answers 404 for another distributor’s order, 401 to a visitor, 409 for a canceled, waiting or paid order', async () => {
    const owner = await newDistributor();
    const other = await newDistributor();
    const orderId = await placeOrder(owner.token);
    const theirs = await upload(orderId, other.token, [{ filename: 'a.pdf', data: tinyPdf() }]);
    expect([theirs.statusCode, theirs.json().msg]).toEqual([404, MSG.saleNotFound]);
    expect((await upload(orderId, undefined, [{ filename: 'a.pdf', data: tinyPdf() }])).statusCode).toBe(401);

    expect((await upload(orderId, owner.token, [{ filename: 'a.pdf', data: tinyPdf() }])).statusCode).toBe(201);
    const again = await upload(orderId, owner.token, [{ filename: 'b.pdf', data: tinyPdf() }]);
    expect([again.statusCode, again.json().msg]).toEqual([409, MSG.receiptAlreadyWaiting]);

    const canceled = await placeOrder(owner.token);
    const move = await call(store.app, adminEndpoints.orders.move, {
      params: { id: canceled },
      token: adminToken,
      payload: { status: 'CANCELED', reason: 'Pedido duplicado' },
    });
    expect(move.statusCode).toBe(200);
    const refused = await upload(canceled, owner.token, [{ filename: 'a.pdf', data: tinyPdf() }]);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, MSG.receiptOrderCanceled]);
    expect(await receiptsOf(canceled)).toEqual([]);
    expect(await storedFiles(canceled)).toEqual([]);

    await store.database.db.execute(sql`update sales set payment_status = 'CONFIRMED' where saleid = ${canceled}`);
    await store.database.db.execute(sql`update sales set status = 'APPROVED' where saleid = ${canceled}`);
    const paid = await upload(canceled, owner.token, [{ filename: 'a.pdf', data: tinyPdf() }]);
    expect([paid.statusCode, paid.json().msg]).toEqual([409, MSG.receiptAlreadyConfirmed]);
  });
});

describe('downloading a receipt', () => {
  it('gives the file to its owner and the staff only: another distributor and a visitor get nothing', async () => {
    const owner = await newDistributor();
    const other = await newDistributor();
    const orderId = await placeOrder(owner.token);
    const data = tinyPdf('mio');
    const sent = await upload(orderId, owner.token, [{ filename: 'Pago año.pdf', data }]);
    const { receiptid } = sent.json().receipt;
    const download = (token?: string) =>
      call(store.app, endpoints.payments.download, { params: { id: orderId, receiptId: receiptid }, token });

    const mine = await download(owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toContain("filename*=UTF-8''Pago%20a%C3%B1o.pdf");
    expect(mine.rawPayload).toEqual(data);

    const staff = await call(store.app, adminEndpoints.payments.download, {
      params: { id: orderId, receiptId: receiptid },
      token: adminToken,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload).toEqual(data);

    const theirs = await download(other.token);
    expect([theirs.statusCode, theirs.json().msg]).toEqual([404, MSG.receiptNotFound]);
    const theirList = await call(store.app, endpoints.payments.receipts, { params: { id: orderId }, token: other.token });
    expect(theirList.statusCode).toBe(404);
    expect((await download()).statusCode).toBe(401);
    // a distributor cannot use the staff's door either
    expect(
      (await call(store.app, adminEndpoints.payments.download, { params: { id: orderId, receiptId: receiptid }, token: other.token }))
        .statusCode,
    ).toBe(403);
    // and nothing of it is under /media
    expect((await store.app.inject({ method: 'GET', url: `/media/uploads/receipts/${orderId}` })).statusCode).toBe(404);
  });
});
