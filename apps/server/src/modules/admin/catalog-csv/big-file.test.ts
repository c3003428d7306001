import { CSV_COLUMNS, CSV_HEADERS, CSV_MAX_BYTES, CSV_MAX_ROWS, type CsvColumnKey } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, apiPath, bearer, createTestStore, loginAdmin, type TestStore } from '../../../test/harness.ts';
import { expectServedMeanwhile, figures, listening, slowestWhile, upload } from '../../../test/while-busy.ts';

let store: TestStore;
let base: string;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  base = await listening(store.app);
  admin = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const send = (body: Buffer, dryRun: boolean) =>
  upload(
    `${base}${apiPath(adminEndpoints.csv.import, {}, { dryRun: dryRun ? 1 : 0 })}`,
    { ...bearer(admin), 'content-type': 'text/csv' },
    body,
  );
const catalogue = () => `${base}${apiPath(endpoints.catalog.storeFront)}`;
const catalogHistory = () =>
  all<{ action: string; changes: { field: string; after: unknown }[] }>(
    store,
    sql`select action, changes from history where entity = 'catalog' order by historyid`,
  );

/** A column's header in the file, by its key. */
const H = Object.fromEntries(CSV_COLUMNS.map((c) => [c.key, c.header])) as Record<CsvColumnKey, string>;

/**
 * A file of new products just under CSV_MAX_BYTES: the demo's export copied again and again, each copy's
 * products and codes renamed (a copy is new products with their variants and sizes, all valid).
 */
async function bigCatalogue(): Promise<{ file: Buffer; rows: number; firstCopy: Buffer }> {
  const res = await fetch(`${base}${apiPath(adminEndpoints.csv.export)}`, { headers: bearer(admin) });
  const demo: Record<string, string>[] = parse(Buffer.from(await res.arrayBuffer()), { columns: true, bom: true });
  const head = Buffer.from(stringify([], { header: true, columns: CSV_HEADERS }));
  const parts: Buffer[] = [head];
  let bytes = head.length;
  let rows = 0;
  for (let copy = 1; ; copy++) {
    const renamed = demo.map((r) => ({ ...r, [H.productid]: '', [H.name]: `${r[H.name]} ${copy}`, [H.code]: `${r[H.code]}-${copy}` }));
    const part = Buffer.from(stringify(renamed, { columns: CSV_HEADERS }));
    if (bytes + part.length > CSV_MAX_BYTES) {
      // the rest of the room, whole products only, to come as close to the limit as a file can
      for (const r of renamed) {
        const line = Buffer.from(stringify([r], { columns: CSV_HEADERS }));
        if (bytes + line.length > CSV_MAX_BYTES - 4096) break;
        parts.push(line);
        bytes += line.length;
        rows++;
      }
      return { file: Buffer.concat(parts), rows, firstCopy: Buffer.concat(parts.slice(0, 2)) };
    }
    parts.push(part);
    bytes += part.length;
    rows += renamed.length;
  }
}

describe('a catalogue file of the documented size', () => {
  let big: { file: Buffer; rows: number; firstCopy: Buffer };

  it('a 20 MB file validates (dry run 200) without holding up the catalogue, and writes no history', async () => {
    big = await bigCatalogue();
    expect(big.file.length).toBeGreaterThan(CSV_MAX_BYTES - 1_000_000);
    const historyBefore = (await catalogHistory()).length;
    await fetch(catalogue()).then((r) => r.arrayBuffer());
    // From a collected heap: a worker that ran other files first may hold their garbage, collected (or not) meanwhile.
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const busy = await slowestWhile(catalogue(), send(big.file, true));
    const { result } = busy;
    clearInterval(sampler);
    console.info(
      `dry run of ${(big.file.length / 1e6).toFixed(1)} MB, ${big.rows} rows: ${figures(busy)}, RSS +${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB`,
    );
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(200);
    expect(result.body).toMatchObject({ ok: true, dryRun: true, rowErrors: [] });
    expect(result.body.summary).toMatchObject({ rows: big.rows, errorRows: 0 });
    expectServedMeanwhile(busy);
    expect(rssPeak - rssBefore).toBeLessThan(150e6);
    expect((await catalogHistory()).length).toBe(historyBefore);
  });

  // The whole 20 MB file imports too (2.5 minutes on a loaded 2-core machine): one copy of the demo keeps the test short.
  it('imports a file as a job whose history line counts and names what changed, capped', async () => {
    const dry = await send(big.firstCopy, true);
    expect(dry.status).toBe(200);
    const planned = dry.body.summary as Record<string, number>;
    const res = await send(big.firstCopy, false);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(202);
    const jobId = res.body.jobId as string;
    const busy = await slowestWhile(
      catalogue(),
      (async () => {
        for (;;) {
          const job = await (await fetch(`${base}${apiPath(adminEndpoints.csv.job, { jobId })}`, { headers: bearer(admin) })).json();
          if (job.status !== 'running') return job;
          await new Promise((r) => setTimeout(r, 200));
        }
      })(),
    );
    console.info(`import of ${planned.rows} rows: ${figures(busy)}`);
    expect(busy.result.status).toBe('done');
    const [line] = (await catalogHistory()).slice(-1);
    const products = planned.productsCreated + planned.productsUpdated;
    const variants = planned.variantsCreated + planned.variantsUpdated;
    expect(products).toBeGreaterThan(50);
    expect(line.action).toBe(`Importó el catálogo: ${products} productos y ${variants} variantes cambiados`);
    expect(line.changes.length).toBeLessThanOrEqual(50);
    expect(line.changes[0]).toMatchObject({ field: expect.stringMatching(/^Producto «.+» \(#\d+\)$/), after: 'creado' });
    expect(line.changes.at(-1)?.after).toMatch(/^y \d+ cambios más$/);
  });

  it('a file with more than CSV_MAX_ROWS rows is a 400 naming the cap, read no further', async () => {
    const header = CSV_HEADERS.join(',');
    const file = Buffer.from(`${header}\n${`x${','.repeat(CSV_HEADERS.length - 1)}\n`.repeat(CSV_MAX_ROWS + 1)}`);
    const res = await send(file, true);
    expect([res.status, res.body.msg]).toEqual([400, ADMIN_MSG.csvTooManyRows(CSV_MAX_ROWS)]);
  });
});
