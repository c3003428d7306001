/**
 * The bench's import case (decision 031): a catalogue file of 20 MB, made from the bench's own export, is imported
 * for real while distributors read the catalogue. Prints the server's RSS before and its peak during the import,
 * and the reads' latency meanwhile: the memory the largest documented work adds, and what shoppers feel.
 */
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@store/contracts';
import autocannon from 'autocannon';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { type Fixture, type Instance, options, percentile, pick, rssOf } from './bench-kit.ts';

/** Under the cap: the export's BOM and line ends are counted, and the file must be accepted. */
const TARGET_BYTES = CSV_MAX_BYTES - 64 * 1024;
/** How long the import may take before the case gives up (a slow machine under the readers' load). */
const IMPORT_TIMEOUT_MS = 15 * 60_000;

/**
 * The export cut to the caps (bytes and rows), each product's description grown by the same filler so that the
 * file weighs about 20 MB: every product of the file changes, as in a real price-and-text update of the whole catalogue.
 */
export async function importFile(instance: Instance, adminToken: string): Promise<{ csv: Buffer; rows: number }> {
  const res = await fetch(`${instance.base}/api/admin/catalog/export.csv`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const [header, ...all] = parse((await res.text()).replace(/^\uFEFF/, ''), { relaxColumnCount: true }) as string[][];
  // As many rows as fit the byte cap (the export of 20,000 × 4 is ~38 MB), at most the row cap.
  const average = Buffer.byteLength(stringify(all.slice(0, 1000))) / Math.min(1000, all.length);
  const rows = all.slice(0, Math.min(CSV_MAX_ROWS - 1, Math.floor((0.97 * TARGET_BYTES) / average)));
  const description = header.indexOf('descripcion');
  const base = Buffer.byteLength(stringify([header, ...rows]));
  const filler = Math.min(3000, Math.max(0, Math.floor((TARGET_BYTES - base) / rows.length) - 1));
  const words = 'Capellada de malla transpirable, plantilla acolchada y suela de caucho antideslizante. ';
  const extra = ` ${words.repeat(Math.ceil(filler / words.length)).slice(0, filler)}`.trimEnd();
  for (const row of rows) row[description] = `${row[description]}${extra}`.slice(0, 4000);
  return { csv: Buffer.from(stringify([header, ...rows])), rows: rows.length };
}

interface JobAnswer {
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  msg: string;
}

/** Posts the file and polls its job to the end; what the administrator would see, or why it stopped. */
async function runImport(instance: Instance, adminToken: string, csv: Buffer): Promise<string> {
  const auth = { authorization: `Bearer ${adminToken}` };
  const started = await fetch(`${instance.base}/api/admin/catalog/import?dryRun=false`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/csv' },
    body: new Uint8Array(csv),
  }).catch((err: Error) => err);
  if (started instanceof Error) return `the server did not answer the upload (${started.message})`;
  const body = (await started.json().catch(() => ({}))) as { jobId?: string; msg?: string };
  if (started.status !== 202 || !body.jobId) return `upload answered ${started.status}: ${body.msg ?? ''}`;
  const deadline = Date.now() + IMPORT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    if (instance.child.exitCode !== null) return `the server exited (${instance.child.exitCode ?? instance.child.signalCode})`;
    const poll = await fetch(`${instance.base}/api/admin/catalog/imports/${body.jobId}`, { headers: auth }).catch(() => null);
    if (!poll?.ok) continue;
    const job = (await poll.json()) as JobAnswer;
    if (job.status !== 'running') return `${job.status}: ${job.msg} (${job.done}/${job.total} rows)`;
  }
  return 'still running after the timeout';
}

/**
 * The import case: RSS just before, the peak while the upload is read, planned and applied, and the catalogue
 * reads' (store front and product pages, a distributor's) latency over the same time, with the bench's connections.
 */
export async function runImportCase(label: string, instance: Instance, fixture: Fixture) {
  const { csv, rows } = await importFile(instance, fixture.adminToken);
  // Settled before measuring: the export's own garbage is not the import's.
  await new Promise((r) => setTimeout(r, 3000));
  const before = await rssOf(instance);
  instance.casePeak = before;
  const latencies: number[] = [];
  let errors = 0;
  const front = '/api/product/get_all_store_front?page=1&size=20';
  let finished: () => void = () => {};
  const ended = new Promise<void>((r) => {
    finished = r;
  });
  // With a callback autocannon answers its instance (stopped when the import ends) rather than a promise.
  const reads = autocannon(
    {
      url: instance.base,
      connections: options.connections,
      duration: IMPORT_TIMEOUT_MS / 1000,
      headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${fixture.token}` },
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            path:
              Math.random() < 0.5
                ? `${front}&page=${1 + Math.floor(Math.random() * 50)}`
                : `/api/product/get_by_id/${pick(fixture.productIds)}`,
          }),
        },
      ],
    },
    () => finished(),
  );
  reads.on('response', (_client, status, _bytes, ms) => {
    if (status >= 300) errors++;
    latencies.push(ms);
  });
  reads.on('reqError', () => errors++);
  const began = Date.now();
  const outcome = await runImport(instance, fixture.adminToken, csv);
  const seconds = (Date.now() - began) / 1000;
  reads.stop();
  await ended;
  const sorted = Float64Array.from(latencies).sort();
  const peak = instance.casePeak;
  console.log(
    `\n  ${label}: import of a ${(csv.length / 1024 / 1024).toFixed(1)} MB catalogue file (${rows} rows) while distributors read`,
  );
  console.log(`  import: ${outcome}, ${seconds.toFixed(1)} s`);
  console.log(`  server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak during (+${(peak - before).toFixed(0)} MB)`);
  console.log(
    `  catalogue reads during the import: ${(latencies.length / seconds).toFixed(0)} req/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ${errors} errors`,
  );
}
