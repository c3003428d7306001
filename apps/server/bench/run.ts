/**
 * `npm run bench`: seeds 20,000 products × 4 variants into a fresh database, starts the real server in
 * its own process and drives it with autocannon (50 connections) through the catalogue cases, on PGlite
 * and on PostgreSQL. Prints req/s, p50, p99, the ratio to the ceiling route and the server's peak RSS.
 * Options: --products N --variants N --duration S --connections N --only pglite|postgres
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedLarge } from '../src/db/seed/large.ts';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';
import { createSession } from '../src/modules/auth/service.ts';
import { createDistributors } from '../src/test/fixtures.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    variants: { type: 'string', default: '4' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const PRODUCTS = Number(args.products);
const VARIANTS = Number(args.variants);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

interface Fixture {
  token: string;
  brandId: number;
  productIds: number[];
  words: string[];
  codes: string[];
}

async function prepare(dataDir: string, url?: string): Promise<Fixture> {
  // Held while seeding, let go before the server it then starts takes the folder.
  const lock = await lockDataDir(dataDir, 'bench');
  const database = await openDatabase({ url, pgliteDir: path.join(dataDir, 'pglite') });
  const started = Date.now();
  await seedLarge(database.db, { products: PRODUCTS, variantsPerProduct: VARIANTS, mediaDir: path.join(dataDir, 'media') });
  console.log(`  seeded ${PRODUCTS} products × ${VARIANTS} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const [user] = await createDistributors(database.db, 1, 'bench');
  const token = await createSession(database.db, user.id, 1);
  const q = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];
  const [{ brandid }] = await q<{ brandid: number }>(sql`select brandid from products group by brandid order by count(*) desc limit 1`);
  const ids = await q<{ productid: number }>(sql`select productid from products where active`);
  const names = await q<{ name: string }>(sql`select name from products order by random() limit 2000`);
  const codes = await q<{ code: string }>(sql`select code from product_variants order by random() limit 5000`);
  await database.close();
  lock.release();
  const words = [...new Set(names.flatMap((n) => n.name.toLowerCase().split(/\s+/)).filter((w) => w.length >= 4))];
  return { token, brandId: Number(brandid), productIds: ids.map((r) => Number(r.productid)), words, codes: codes.map((c) => c.code) };
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // The server runs exactly as `npm start` runs it (the command after its build step, memory settings
  // included); BENCH_SERVE overrides that command to compare other settings.
  const start: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).scripts.start;
  const serve = process.env.BENCH_SERVE ?? start.slice(start.indexOf('&&') + 2).trim();
  const child = spawn('sh', ['-c', serve], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { ...process.env, ...env, SEED: 'none', LOG_LEVEL: 'warn', BENCH_ROUTES: '1', HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
        if (res.ok) return resolve(child);
      } catch {}
      if (Date.now() > deadline || child.exitCode !== null) return reject(new Error('server did not start'));
      setTimeout(poll, 250);
    };
    poll();
  });
}

async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface CaseResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rss: number;
}

/** the server's peak RSS during the case being driven */
let casePeakRss = 0;

/** Requests carry `accept-encoding: gzip`, as every browser's do. */
async function drive(name: string, opts: autocannon.Options): Promise<CaseResult> {
  casePeakRss = 0;
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...opts,
    headers: { 'accept-encoding': 'gzip', ...opts.headers },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, rss: casePeakRss };
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

/** A search term a buyer might type: part of a product word or of a variant code, rarely the same twice. */
function randomTerm(f: Fixture) {
  if (Math.random() < 0.5) {
    const word = pick(f.words);
    const start = Math.floor(Math.random() * Math.max(1, word.length - 4));
    return word.slice(start, start + 3 + Math.floor(Math.random() * 3));
  }
  const code = pick(f.codes);
  return code.slice(0, 4 + Math.floor(Math.random() * (code.length - 3)));
}

async function benchDatabase(label: string, url?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-bench-'));
  console.log(`\n== ${label}`);
  const fixture = await prepare(dataDir, url);
  const port = String(3900 + Math.floor(Math.random() * 90));
  const server = await startServer({ DATA_DIR: dataDir, PORT: port, ...(url ? { DATABASE_URL: url } : {}) });
  const base = `http://127.0.0.1:${port}`;
  let peakRss = 0;
  const sampler = setInterval(async () => {
    const rss = await rssMb(server.pid as number);
    peakRss = Math.max(peakRss, rss);
    casePeakRss = Math.max(casePeakRss, rss);
  }, 200);
  const auth = { authorization: `Bearer ${fixture.token}` };
  const front = '/api/product/get_all_store_front?page=1&size=20';
  try {
    await autocannon({ url: base + front, connections: 10, amount: 500 });
    // Measure the steady state: wait until the background load has every product card in memory.
    for (let i = 0; i < 600; i++) {
      const { catalog } = (await (await fetch(`${base}/api/health`)).json()) as { catalog: { products: number | null; cards: number } };
      if (catalog.products !== null && catalog.cards >= catalog.products) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const results: CaseResult[] = [];
    results.push(await drive('ceiling (pre-serialised page)', { url: `${base}/api/bench/ceiling` }));
    results.push(await drive('store front p1, visitor', { url: base + front }));
    results.push(await drive('store front p1, distributor', { url: base + front, headers: auth }));
    results.push(await drive('brand filter, visitor', { url: `${base}${front}&brandid=${fixture.brandId}` }));
    results.push(await drive('search "zapatilla", distributor', { url: `${base}${front}&search=zapatilla`, headers: auth }));
    results.push(
      await drive('random searches (cache misses), distributor', {
        url: base,
        headers: auth,
        requests: [{ setupRequest: (req) => ({ ...req, path: `${front}&search=${encodeURIComponent(randomTerm(fixture))}` }) }],
      }),
    );
    results.push(
      await drive('product detail (random of all), distributor', {
        url: base,
        headers: auth,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/api/product/get_by_id/${pick(fixture.productIds)}` }) }],
      }),
    );
    const ceiling = results[0].rps;
    console.log(
      `  ${'case'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs ceiling'.padStart(10)} ${'errors'.padStart(7)}`,
    );
    for (const r of results)
      console.log(
        `  ${r.name.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${`${((r.rps / ceiling) * 100).toFixed(0)}%`.padStart(10)} ${String(r.errors).padStart(7)} ${r.rss.toFixed(0).padStart(7)}`,
      );
    console.log(`  server peak RSS: ${peakRss.toFixed(0)} MB`);
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function withFreshPostgres(baseUrl: string, run: (url: string) => Promise<void>) {
  const name = `store_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`bench: ${PRODUCTS} products × ${VARIANTS} variants, ${CONNECTIONS} connections, ${DURATION} s per case`);
if (args.only !== 'postgres') await benchDatabase('PGlite (embedded)');
if (args.only !== 'pglite') await withFreshPostgres(args.pg as string, (url) => benchDatabase('PostgreSQL (node-postgres pool)', url));
