/**
 * The real import as a durable job: its progress and result read through another instance on the same
 * database, one import at a time whichever instance is asked, and an import left running by a process that
 * died completed by the next instance that starts.
 */
import { CSV_HEADERS } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../app.ts';
import { type Instance, anotherInstance as openInstance } from '../../../test/another-instance.ts';
import { call, createTestStore, loginAdmin, one, type TestStore } from '../../../test/harness.ts';
import { IMPORT_QUEUE, ImportBusy, resendStale, startImport } from './import-jobs.ts';

type Cells = Record<string, string>;

let store: TestStore;
let admin: string;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const opened: Instance[] = [];

beforeAll(async () => {
  store = await createTestStore();
  admin = await loginAdmin(store.app);
}, 120_000);
afterAll(async () => {
  for (const o of opened.reverse()) await o.close();
  await store?.close();
});

/** Another instance on the same database and DATA_DIR; `jobWorkers: false` makes one that runs no job. */
async function anotherInstance(options: { jobWorkers?: boolean } = {}): Promise<App> {
  const instance = await openInstance(store, { jobWorkers: options.jobWorkers ?? true });
  opened.push(instance);
  return instance.app;
}

const exportRows = async (): Promise<Cells[]> => {
  const res = await call(store.app, adminEndpoints.csv.export, { token: admin });
  expect(res.statusCode).toBe(200);
  return parse(res.rawPayload, { columns: true, bom: true });
};
const toCsv = (rows: Cells[]) => stringify(rows, { header: true, columns: CSV_HEADERS });
const post = (app: App, body: string) =>
  call(app, adminEndpoints.csv.import, { query: { dryRun: 0 }, token: admin, headers: { 'content-type': 'text/csv' }, payload: body });
const poll = async (app: App, jobId: string) => {
  const res = await call(app, adminEndpoints.csv.job, { params: { jobId }, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Polls `app` until the import ends: its last answer and every `done` it reported. */
async function waitThrough(app: App, jobId: string) {
  const seen: number[] = [];
  for (;;) {
    const body = await poll(app, jobId);
    seen.push(body.done);
    if (body.status !== 'running') return { body, seen };
    await new Promise((r) => setTimeout(r, 20));
  }
}
/** Asks `check` again until it answers true (the test's own timeout bounds the wait). */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}
const stockOf = async (code: string, size: string) =>
  (
    await one<{ n: number | null }>(
      store,
      sql`select s.quantity::int as n from stock s join product_variants v on v.prodvarid = s.prodvarid
          left join sizes z on z.sizeid = s.sizeid where v.code = ${code} and coalesce(z.name, '') = ${size}`,
    )
  )?.n;

describe('an import read through another instance', () => {
  it('shows its progress and its result to an instance that does not run it', async () => {
    const reader = await anotherInstance({ jobWorkers: false });
    const all = await exportRows();
    const template = all.find((r) => r.tipo_stock === 'SIZES') as Cells;
    const stamp = Date.now().toString(36).toUpperCase();
    const rows = [...all];
    for (let i = 0; rows.length < 4000; i++) {
      for (let size = 34; size <= 45; size++) {
        rows.push({
          ...template,
          productid: '',
          producto: `Otra instancia ${stamp} ${Math.floor(i / 10)}`,
          codigo: `OTRA-${stamp}-${i}`,
          talla: String(size),
          stock: String(size),
        });
      }
    }

    const res = await post(store.app, toCsv(rows));
    expect(res.statusCode, res.body).toBe(202);
    const { jobId, total } = res.json();
    expect(total).toBe(rows.length);

    // The reader runs no jobs: each answer it gives comes from the database.
    const { body, seen } = await waitThrough(reader, jobId);
    expect(body).toMatchObject({ status: 'done', done: total, total, msg: ADMIN_MSG.csvImportDone });
    expect(body.result.variantsCreated).toBe(Math.ceil((rows.length - all.length) / 12));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // On PostgreSQL the running instance writes its progress beside the transaction, and the reader sees
    // it move. (On PGlite one connection serves both: the reader's query waits for the transaction's end.)
    if (onPostgres) expect(seen.some((d) => d > 0 && d < total)).toBe(true);
    // Both instances answer the same, and the reader's store shows the new products.
    expect(await poll(store.app, jobId)).toEqual(body);
    const search = await call(reader, adminEndpoints.csv.export, { token: admin });
    expect(search.body).toContain(`OTRA-${stamp}-0`);
  }, 120_000);
});

describe('one import at a time', () => {
  it('is kept across instances: a file sent to any instance while one runs elsewhere is refused', async () => {
    const other = await anotherInstance();
    const file = toCsv(await exportRows());
    // As if a third instance were applying an import now (its lease was just renewed).
    await store.database.db.execute(sql`insert into catalog_imports (importid, job_id, file_key, total, msg, heartbeat_at)
      values (gen_random_uuid(), gen_random_uuid(), 'imports/elsewhere.csv', 10, ${ADMIN_MSG.csvImportStarted}, now())`);
    try {
      for (const app of [store.app, other]) {
        const res = await post(app, file);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.csvImportBusy });
      }
      // Two instances that both found none running: the database takes one import, the other is refused.
      await expect(
        startImport(
          { db: store.app.db, queue: store.app.queue, files: store.app.storage },
          { file: Buffer.from(file), total: 1, msg: 'x' },
        ),
      ).rejects.toBeInstanceOf(ImportBusy);
    } finally {
      await store.database.db.execute(
        sql`update catalog_imports set status = 'failed', finished_at = now() where file_key = 'imports/elsewhere.csv'`,
      );
    }
    // Once it ended, the next file is taken.
    const res = await post(other, file);
    expect(res.statusCode, res.body).toBe(202);
    expect((await waitThrough(store.app, res.json().jobId)).body.status).toBe('done');
  }, 120_000);
});

describe('an import whose process died', () => {
  it('is run again by the next instance that starts, once, and its poll answers throughout', async () => {
    const all = await exportRows();
    const target = all.find((r) => r.tipo_stock === 'SIZES' && r.talla !== '' && r.stock !== '') as Cells;
    const before = await stockOf(target.codigo, target.talla);
    const rows = all.map((r) => (r === target ? { ...r, stock: String(Number(r.stock) + 3) } : r));

    // What a process killed in the middle of an import leaves behind (kill -9 cannot be done to the test's own
    // process; the process test does it to real servers): the file in the private area, the import 'running'
    // with a lease nobody renewed for ten minutes, and its queue job 'active' (fetched by the dead worker).
    // Its transaction rolled back with the connection, so the catalogue is as before.
    const importId = crypto.randomUUID();
    const fileKey = `imports/${importId}.csv`;
    await store.app.storage.put(fileKey, Buffer.from(toCsv(rows)));
    const deadJob = await store.app.queue.send(IMPORT_QUEUE, { importId }, { id: importId, startAfter: 3600 });
    expect(deadJob).toBe(importId);
    await store.database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '10 minutes' where id = ${importId}`,
    );
    await store.database.db.execute(sql`insert into catalog_imports (importid, job_id, file_key, total, done, msg, attempts, queued_at, heartbeat_at)
      values (${importId}, ${importId}, ${fileKey}, ${rows.length}, 40, ${ADMIN_MSG.csvImportStarted}, 1, now() - interval '11 minutes', now() - interval '10 minutes')`);

    // The client's poll still answers: the import is running (as far as anyone can tell).
    expect(await poll(store.app, importId)).toMatchObject({ status: 'running', done: 40, total: rows.length });

    // The restart: a new instance on the same database takes it at once, under a new job.
    const restarted = await anotherInstance();
    const { body } = await waitThrough(restarted, importId);
    expect(body).toMatchObject({ status: 'done', done: rows.length, msg: ADMIN_MSG.csvImportDone });
    expect(body.result.stockChanged).toBe(1);
    expect(await stockOf(target.codigo, target.talla)).toBe((before ?? 0) + 3);

    const row = await one<{ attempts: number; job_id: string; file_key: string }>(
      store,
      sql`select attempts, job_id from catalog_imports where importid = ${importId}`,
    );
    expect(row.attempts).toBe(2);
    expect(row.job_id).not.toBe(importId);
    // The dead worker's job is marked failed; the new one completes once the alerts and the clean-up ran.
    const jobStates = async () =>
      (
        await store.database.db.execute<{ id: string; state: string }>(
          sql`select id, state from pgboss.job where name = ${IMPORT_QUEUE} and id in (${importId}, ${row.job_id}) order by id = ${importId}`,
        )
      ).rows.map((j) => [j.id, j.state]);
    await until(async () => (await jobStates())[0]?.[1] !== 'active');
    expect(await jobStates()).toEqual([
      [row.job_id, 'completed'],
      [importId, 'failed'],
    ]);
    // The stored file was removed before the job completed.
    await expect(store.app.storage.get(fileKey)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 120_000);
});

describe('an import whose lease another instance took while it still ran', () => {
  it('is applied once: the first run finds the import is no longer its own at its commit and rolls back', async () => {
    const sweeper = await anotherInstance({ jobWorkers: false });
    const stamp = Date.now().toString(36).toUpperCase();
    const all = await exportRows();
    const template = all.find((r) => r.tipo_stock === 'BOXES') as Cells;
    const rows = [...all, { ...template, productid: '', producto: `Relevo ${stamp}`, codigo: `RELEVO-${stamp}`, talla: '', stock: '7' }];

    // The instance that fetched the job stalls (a long pause, its heartbeat stopped) just as it read the file:
    // another instance's sweep finds the lease lapsed and sends the import again under a new job.
    const runners = new Set([store.app, ...opened.map((o) => o.app)].map((app) => app.storage));
    const restore: (() => void)[] = [];
    let takenFrom: string | undefined;
    for (const storage of runners) {
      const get = storage.get;
      storage.get = async (key) => {
        const bytes = await get(key);
        if (takenFrom === undefined && key.startsWith('imports/')) {
          takenFrom = key.slice('imports/'.length, -'.csv'.length);
          await store.database.db.execute(
            sql`update catalog_imports set heartbeat_at = now() - interval '10 minutes' where importid = ${takenFrom}`,
          );
          const swept = await resendStale(sweeper.db, sweeper.queue, []);
          expect(swept).toMatchObject([{ importId: takenFrom, outcome: 'resent' }]);
          sweeper.queue.wakePending();
        }
        return bytes;
      };
      restore.push(() => {
        storage.get = get;
      });
    }
    try {
      const res = await post(store.app, toCsv(rows));
      expect(res.statusCode, res.body).toBe(202);
      const { jobId } = res.json();
      const { body } = await waitThrough(store.app, jobId);
      expect(takenFrom).toBe(jobId);
      // The newer job applied it; the first run's changes were rolled back, so nothing was made twice.
      expect(body).toMatchObject({ status: 'done', msg: ADMIN_MSG.csvImportDone, result: { productsCreated: 1, variantsCreated: 1 } });
      const made = await one<{ products: number; variants: number }>(
        store,
        sql`select (select count(*)::int from products where name = ${`Relevo ${stamp}`}) as products,
                   (select count(*)::int from product_variants where code = ${`RELEVO-${stamp}`}) as variants`,
      );
      expect(made).toEqual({ products: 1, variants: 1 });
      expect(await stockOf(`RELEVO-${stamp}`, '')).toBe(7);
      const row = await one<{ job_id: string; attempts: number }>(
        store,
        sql`select job_id, attempts from catalog_imports where importid = ${jobId}`,
      );
      expect(row.job_id).not.toBe(jobId);
      expect(row.attempts).toBe(2);
      // The first job failed for what happened to it; the one that applied the import completed.
      const stateOf = async (id: string) =>
        (await one<{ state: string } | undefined>(store, sql`select state from pgboss.job where id = ${id}`))?.state;
      await until(async () => (await stateOf(jobId)) === 'failed' && (await stateOf(row.job_id)) === 'completed');
    } finally {
      for (const undo of restore) undo();
    }
  }, 120_000);
});

describe('an import that keeps stopping its process', () => {
  it('is ended as failed, with a message saying so, once it was interrupted three times', async () => {
    const importId = crypto.randomUUID();
    const fileKey = `imports/${importId}.csv`;
    await store.app.storage.put(fileKey, Buffer.from(toCsv(await exportRows())));
    await store.app.queue.send(IMPORT_QUEUE, { importId }, { id: importId, startAfter: 3600 });
    await store.database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '10 minutes' where id = ${importId}`,
    );
    // Its third instance died while applying it, as the two before it.
    await store.database.db.execute(sql`insert into catalog_imports (importid, job_id, file_key, total, done, msg, attempts, queued_at, heartbeat_at)
      values (${importId}, ${importId}, ${fileKey}, 10, 4, ${ADMIN_MSG.csvImportStarted}, 3, now() - interval '11 minutes', now() - interval '10 minutes')`);

    // The next instance that starts looks for stopped imports at once (any instance's sweep does the same).
    await anotherInstance();
    await until(async () => (await poll(store.app, importId)).status !== 'running');
    expect(await poll(store.app, importId)).toEqual({
      ok: true,
      status: 'failed',
      done: 4,
      total: 10,
      msg: 'La importación se interrumpió 3 veces y se detuvo: revise el archivo e inténtelo de nuevo.',
    });
    const row = await one<{ job_id: string; attempts: number }>(
      store,
      sql`select job_id, attempts from catalog_imports where importid = ${importId}`,
    );
    // Not sent again: no newer job, the dead one marked failed, the file removed.
    expect(row).toEqual({ job_id: importId, attempts: 3 });
    await until(
      async () => (await one<{ state: string }>(store, sql`select state from pgboss.job where id = ${importId}`)).state === 'failed',
    );
    await until(() =>
      store.app.storage.get(fileKey).then(
        () => false,
        (err) => err.code === 'ENOENT',
      ),
    );
  }, 120_000);
});

describe('an instance that closes while it runs an import', () => {
  it('stops within the queue’s bound and leaves the import running for another instance', async () => {
    // On the store's own database (on PostgreSQL too): it stays open after this instance closed, for its
    // handler, stopped waiting for but still running, to end once the test lets it go.
    const closing = await buildApp({ ...store.app.config, jobWorkers: true }, store.database);
    await closing.ready();
    // Only this instance's worker is made to stall, on the file it reads first: the import cannot end by itself.
    let release: (err: Error) => void = () => {};
    const stalled = new Promise<never>((_resolve, reject) => {
      release = reject;
    });
    let reading: (importId: string) => void = () => {};
    const started = new Promise<string>((resolve) => {
      reading = resolve;
    });
    const get = closing.storage.get;
    closing.storage.get = async (key) => {
      if (!key.startsWith('imports/')) return get(key);
      reading(key.slice('imports/'.length, -'.csv'.length));
      return stalled;
    };
    const others = [store.app, ...opened.map((o) => o.app)];
    for (const app of others) await app.queue.boss.offWork(IMPORT_QUEUE);
    let jobId = '';
    try {
      const res = await post(store.app, toCsv(await exportRows()));
      expect(res.statusCode, res.body).toBe(202);
      jobId = res.json().jobId;
      expect(await started).toBe(jobId);
      const began = Date.now();
      await closing.close();
      // The queue's stop waits 10 s for a running job, then lets go (the process exits after it).
      expect(Date.now() - began).toBeLessThan(15_000);
      expect((await poll(store.app, res.json().jobId)).status).toBe('running');
    } finally {
      release(new Error('the instance was stopped'));
      // What a process would not live to do: the stopped instance's handler ends the import once let go.
      if (jobId) await until(async () => (await poll(store.app, jobId)).status !== 'running');
    }
  }, 60_000);
});
