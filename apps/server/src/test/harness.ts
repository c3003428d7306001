import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@store/contracts/endpoints/store';
import type { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { call } from './api.ts';
import { createProduct } from './fixtures.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { testStoreEnv } from './seeded-store.ts';

/**
 * A whole store for one test file: a fresh database (in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL), a temporary DATA_DIR, and the app built on both.
 */
export interface TestStore {
  app: App;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

export { apiPath, bearer, type CallInput, call, caller, type ParamsOf, type QueryOf } from './api.ts';
export { freshPostgres };

/** The stores made here by their data folder, so that reading a folder's outbox first lets its handed-off mail go out. */
const storesByDataDir = new Map<string, App>();

export async function createTestStore(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-test-'));
  const pgBase = process.env.TEST_DATABASE_URL;
  // The run's seeded demo store (seeded-store.ts), copied: its files on disk (not for a store on S3) and its database.
  const wantsSeed = opts.seed !== false && !opts.env?.S3_BUCKET;
  const run = inject('seededStore');
  const seeded = wantsSeed ? run : null;
  // Otherwise the run's migrated, unseeded database (seeded below when the store is to be seeded on S3).
  const template = seeded ? seeded.postgresTemplate : run?.emptyPostgresTemplate;
  const dump = seeded ? seeded.pgliteDump : run?.emptyPgliteDump;
  const fresh = pgBase ? await freshPostgres(pgBase, template) : null;
  // The database and the folder go even when the store does not start (a test of a refused setting) or closing
  // it fails (a test that cut it off).
  const remove = async () => {
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let database: Database | undefined;
  try {
    const config = loadConfig({
      ...testStoreEnv(dataDir),
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
      ...opts.env,
    });
    if (seeded) await cp(seeded.dataDir, dataDir, { recursive: true });
    const pgliteFrom = dump ? new Blob([await readFile(dump)]) : undefined;
    // Enough for the racing tests' fifty requests to hold most at once, while two files' stores (vitest's two workers)
    // stay under PostgreSQL's 100 connections: past them a request fails with «too many clients», a 500.
    database = await openDatabase({ url: config.databaseUrl, pgliteDir: 'memory://', poolSize: 44, pgliteFrom });
    if (opts.seed !== false && !seeded) await seedDemo(database.db, config);
    const app = await buildApp(config, database);
    await app.ready();
    storesByDataDir.set(dataDir, app);
    const opened = database;
    return {
      app,
      database: opened,
      dataDir,
      async close() {
        storesByDataDir.delete(dataDir);
        try {
          await app.close();
          await opened.close();
        } finally {
          await remove();
        }
      },
    };
  } catch (err) {
    await database?.close().catch(() => {});
    await remove();
    throw err;
  }
}

/** The e-mails written to DATA_DIR/outbox, oldest first, parsed like a mail client would. */
export async function outbox(dataDir: string) {
  await storesByDataDir.get(dataDir)?.mailer.settled();
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file));
      const mail = await simpleParser(raw);
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      return {
        file,
        to,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        // mailparser fills `text` from the HTML when a message has none: the parts are read from the source.
        parts: [...raw.toString('latin1').matchAll(/^Content-Type:\s*([\w.+-]+\/[\w.+-]+)/gim)].map((m) => m[1].toLowerCase()),
        replyTo: mail.replyTo?.text ?? '',
      };
    }),
  );
}

export async function login(app: App, email: string, password: string): Promise<string> {
  const res = await call(app, endpoints.auth.login, { payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().user.token as string;
}

/** The demo administrator's token. */
export const loginAdmin = (app: App) => login(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);

export async function one<T = Record<string, unknown>>(store: TestStore, query: ReturnType<typeof sql>): Promise<T> {
  return (await store.database.db.execute(query)).rows[0] as T;
}

export async function all<T = Record<string, unknown>>(store: TestStore, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await store.database.db.execute(query)).rows as T[];
}

export interface UploadFile {
  field: string;
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: UploadFile[] = []) {
  const boundary = `----storetest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const tinyPdf = (text = 'documento') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** Answers the request's JSON, or throws with its status and body when it is not `status` (a setup step that must work). */
async function expectStatus(res: { statusCode: number; body: string; json(): unknown }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** A distributor's order of one box of a new BOXES product (50 in stock), through the real cart and checkout. */
export async function placeOneBoxOrder(store: TestStore, token: string, priceCents = 250): Promise<number> {
  const product = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 50, priceCents });
  const payload = { prodvarid: product.variantId, quantity: 1 };
  await expectStatus(await call(store.app, endpoints.cart.add, { token, payload }), 201, 'adding to the cart');
  const sale = await expectStatus(await call(store.app, endpoints.sales.place, { token }), 201, 'placing the order');
  return sale.saleid as number;
}

/** The order's owner sends a transfer receipt (a PDF) through the order's page; answers the receipt's id. */
export async function sendReceipt(store: TestStore, token: string, orderId: number, data: Buffer = tinyPdf()): Promise<number> {
  const form = multipart({}, [{ field: 'receipt', filename: 'pago.pdf', data }]);
  const sent = await expectStatus(
    await call(store.app, endpoints.payments.upload, { params: { id: orderId }, token, ...form }),
    201,
    'sending the receipt',
  );
  return (sent.receipt as { receiptid: number }).receiptid;
}
