/**
 * What `npm run bench` and `npm run bench:cluster` share: the options, the seeded catalogue, the server
 * started as `npm start` starts it, the catalogue cases driven over one or several instances, and the table.
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
import { type Db, openDatabase } from '../src/db/client.ts';
import { seedLarge } from '../src/db/seed/large.ts';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';
import { createSession } from '../src/modules/auth/index.ts';
import { createDistributors } from '../src/test/fixtures.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    variants: { type: 'string', default: '4' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    /** 'catalogue' (the read cases), 'import' (the 20 MB import under reads), 'checkout' (50 buyers ordering), comma-separated */
    cases: { type: 'string', default: 'catalogue,import,checkout' },
    /** only the catalogue rows whose name holds this text (the ceiling always runs: the others are read against it) */
    rows: { type: 'string' },
    /** how long each of the checkout case's two runs lasts */
    'checkout-seconds': { type: 'string', default: '30' },
    pg: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
export const options = {
  products: Number(args.products),
  variants: Number(args.variants),
  duration: Number(args.duration),
  connections: Number(args.connections),
  only: args.only,
  cases: new Set((args.cases as string).split(',').map((c) => c.trim())),
  checkoutSeconds: Number(args['checkout-seconds']),
  rows: args.rows,
  pg: args.pg as string,
};

export function announce(what: string) {
  const { products, variants, connections, duration } = options;
  console.log(`${what}: ${products} products × ${variants} variants, ${connections} connections, ${duration} s per case`);
}

export interface Fixture {
  token: string;
  /** the demo administrator's session: the import case exports and imports the catalogue */
  adminToken: string;
  /** distributors of the three price groups (decision 028): 10 % off, 5 % off, and its own price for every variant */
  groupTokens: { mayorista: string; distribuidorA: string; cadena: string };
  brandId: number;
  productIds: number[];
  words: string[];
  codes: string[];
}

/**
 * Seeds the catalogue into the database (PGlite under `dataDir` when no url) and picks what the cases ask for;
 * `more` prepares what else a case needs while the database is open.
 */
export async function prepare(dataDir: string, url?: string, more?: (db: Db) => Promise<void>): Promise<Fixture> {
  // Held while seeding, let go before the server it then starts takes the folder.
  const lock = await lockDataDir(dataDir, 'bench');
  const database = await openDatabase({ url, pgliteDir: path.join(dataDir, 'pglite') });
  const started = Date.now();
  await seedLarge(database.db, { products: options.products, variantsPerProduct: options.variants, mediaDir: path.join(dataDir, 'media') });
  console.log(`  seeded ${options.products} products × ${options.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const [user, ...grouped] = await createDistributors(database.db, 4, 'bench');
  const token = await createSession(database.db, user.id, 1);
  const q = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];
  // Three price groups: two percentages off and a chain's own price for every variant (85 % of the list's).
  const groupOf = async (name: string, userId: number, list: string) => {
    const [{ groupid }] = await q<{ groupid: number }>(sql`insert into price_groups (name) values (${name}) returning groupid`);
    await database.db.execute(sql`update companies set groupid = ${groupid} where companyid = ${userId}`);
    const [{ listid }] = await q<{ listid: number }>(
      sql`insert into price_lists (groupid, kind, percent) values (${groupid}, ${list === 'PRICES' ? 'PRICES' : 'PERCENT'}, ${list === 'PRICES' ? null : Number(list)}) returning listid`,
    );
    if (list === 'PRICES')
      await database.db.execute(
        sql`insert into price_list_prices (listid, prodvarid, price_cents) select ${listid}, prodvarid, greatest(1, price_cents * 85 / 100) from product_variants`,
      );
    return createSession(database.db, userId, 1);
  };
  const groupTokens = {
    mayorista: await groupOf('Mayorista', grouped[0].id, '10'),
    distribuidorA: await groupOf('Distribuidor A', grouped[1].id, '5'),
    cadena: await groupOf('Cadena', grouped[2].id, 'PRICES'),
  };
  const [{ userid: adminId }] = await q<{ userid: number }>(sql`select userid from users where role = 'ADMIN' order by userid limit 1`);
  const adminToken = await createSession(database.db, Number(adminId), 1);
  const [{ brandid }] = await q<{ brandid: number }>(sql`select brandid from products group by brandid order by count(*) desc limit 1`);
  const ids = await q<{ productid: number }>(sql`select productid from products where active`);
  const names = await q<{ name: string }>(sql`select name from products order by random() limit 2000`);
  const codes = await q<{ code: string }>(sql`select code from product_variants order by random() limit 5000`);
  await more?.(database.db);
  await database.close();
  lock.release();
  const words = [...new Set(names.flatMap((n) => n.name.toLowerCase().split(/\s+/)).filter((w) => w.length >= 4))];
  return {
    token,
    adminToken,
    groupTokens,
    brandId: Number(brandid),
    productIds: ids.map((r) => Number(r.productid)),
    words,
    codes: codes.map((c) => c.code),
  };
}

export const tempDir = () => mkdtemp(path.join(tmpdir(), 'store-bench-'));
export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** One server process, started as `npm start` runs it, answering on `base`. */
export interface Instance {
  child: ChildProcess;
  base: string;
  /** its peak RSS in MB during the case being driven, and over the whole run */
  casePeak: number;
  peak: number;
  /** its peak PSS over the whole run, MB: RSS with each shared page (the node binary's, say) counted once */
  peakPss: number;
}

/** What `npm start` runs: the check of the build (prepare-start), then the supervisor. */
const START_SCRIPT = 'apps/server/start.mjs';

/** Ports for the instances of one run, each its own. */
let nextPort = 3900 + Math.floor(Math.random() * 80);

/**
 * Starts the server exactly as `npm start` runs it (memory settings included) but for its check of the build: the
 * bench has built (package.json), and instances started at once must not check and swap the build together.
 * BENCH_SERVE overrides that command to compare other settings.
 */
export async function startServer(env: Record<string, string>): Promise<Instance> {
  const start: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).scripts.start;
  if (!start.includes(START_SCRIPT)) throw new Error(`package.json's start no longer runs ${START_SCRIPT}`);
  const serve = process.env.BENCH_SERVE ?? start.replace(START_SCRIPT, 'apps/server/dist/supervisor.js');
  const port = String(nextPort++);
  const child = spawn('sh', ['-c', serve], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { ...process.env, ...env, PORT: port, SEED: 'none', LOG_LEVEL: 'warn', BENCH_ROUTES: '1', HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Generous: on a busy machine a server opening a 20,000-product database has taken over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) {
      // Not left behind holding its data folder (and the machine's memory) when the bench gives up on it.
      child.kill('SIGKILL');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const instance: Instance = { child, base, casePeak: 0, peak: 0, peakPss: 0 };
  const sampler = setInterval(async () => {
    const { rss, pss } = await treeMemoryKb(child.pid);
    instance.peak = Math.max(instance.peak, rss / 1024);
    instance.casePeak = Math.max(instance.casePeak, rss / 1024);
    instance.peakPss = Math.max(instance.peakPss, pss / 1024);
  }, 200);
  child.once('exit', () => clearInterval(sampler));
  return instance;
}

/**
 * The server's resident memory now, MB (0 once it has exited): the process and all its descendants, since
 * `npm start` runs a supervisor whose worker serves (decision 032) and the store's footprint is both.
 */
export async function rssOf({ child }: Instance): Promise<number> {
  return (await treeMemoryKb(child.pid)).rss / 1024;
}

/**
 * RSS and PSS of a process and its descendants, kB. Two node processes share the node binary's pages: the
 * sum of their RSS counts those twice, the sum of their PSS once.
 */
async function treeMemoryKb(pid: number | undefined): Promise<{ rss: number; pss: number }> {
  if (!pid) return { rss: 0, pss: 0 };
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
  const total = { rss: kb('Rss'), pss: kb('Pss') };
  for (const child of children.split(' ').filter(Boolean)) {
    const below = await treeMemoryKb(Number(child));
    total.rss += below.rss;
    total.pss += below.pss;
  }
  return total;
}

export async function stopServer({ child }: Instance) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Measures the steady state: waits until the background load has every product card and page in memory. */
export async function warm(instance: Instance) {
  const front = '/api/product/get_all_store_front?page=1&size=20';
  await autocannon({ url: instance.base + front, connections: 10, amount: 500 });
  for (let i = 0; i < 600; i++) {
    const { catalog } = (await (await fetch(`${instance.base}/api/health`)).json()) as {
      catalog: { products: number | null; cards: number };
    };
    if (catalog.products !== null && catalog.cards >= catalog.products) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  // A short unrecorded run, so that the ceiling, measured first, is not measured on code not yet optimised.
  await autocannon({ url: `${instance.base}/api/bench/ceiling`, connections: 10, duration: 2 });
}

interface CaseResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** each instance's peak RSS during the case, MB */
  rss: number[];
}

export const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Drives one case over every instance at once, the connections shared out between them, and merges what
 * each response took. Requests carry `accept-encoding: gzip`, as every browser's do.
 */
async function drive(
  name: string,
  instances: Instance[],
  opts: Omit<autocannon.Options, 'url'> & { path?: string },
): Promise<CaseResult | null> {
  if (options.rows && !name.startsWith('ceiling') && !name.includes(options.rows)) return null;
  for (const instance of instances) instance.casePeak = 0;
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;
  const connections = Math.max(1, Math.floor(options.connections / instances.length));
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve, reject) => {
          const run = autocannon(
            {
              connections,
              duration: options.duration,
              ...opts,
              url: instance.base + (opts.path ?? ''),
              headers: { 'accept-encoding': 'gzip', ...opts.headers },
            },
            (err, result) => {
              if (err) return reject(err);
              errors += result.errors + result.timeouts + result.non2xx;
              resolve();
            },
          );
          run.on('response', (_client, status, _bytes, ms) => {
            if (status < 300) answered++;
            latencies.push(ms);
          });
        }),
    ),
  );
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    rps: answered / options.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    rss: instances.map((i) => i.casePeak),
  };
}

export const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

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

/** The catalogue cases, the first one the ceiling the others are compared with, and the table. */
export async function runCases(label: string, instances: Instance[], fixture: Fixture) {
  const auth = { authorization: `Bearer ${fixture.token}` };
  const front = '/api/product/get_all_store_front?page=1&size=20';
  const detail = (headers: Record<string, string>) => ({
    headers,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/product/get_by_id/${pick(fixture.productIds)}` }) }],
  });
  const results: (CaseResult | null)[] = [];
  results.push(await drive('ceiling (pre-serialised page)', instances, { path: '/api/bench/ceiling' }));
  results.push(await drive('store front p1, visitor', instances, { path: front }));
  results.push(await drive('store front p1, distributor', instances, { path: front, headers: auth }));
  results.push(await drive('brand filter, visitor', instances, { path: `${front}&brandid=${fixture.brandId}` }));
  results.push(await drive('search "zapatilla", distributor', instances, { path: `${front}&search=zapatilla`, headers: auth }));
  results.push(
    await drive('random searches (cache misses), distributor', instances, {
      headers: auth,
      requests: [{ setupRequest: (req) => ({ ...req, path: `${front}&search=${encodeURIComponent(randomTerm(fixture))}` }) }],
    }),
  );
  const group = (token: string) => ({ authorization: `Bearer ${token}` });
  results.push(
    await drive('store front p1, group «Mayorista» (10 % off)', instances, { path: front, headers: group(fixture.groupTokens.mayorista) }),
  );
  results.push(
    await drive('store front p1, group «Cadena» (own prices)', instances, { path: front, headers: group(fixture.groupTokens.cadena) }),
  );
  results.push(await drive('product detail (random of all), distributor', instances, detail(auth)));
  results.push(await drive('product detail (random of all), «Cadena»', instances, detail(group(fixture.groupTokens.cadena))));
  results.push(
    await drive('product detail (random of all), «Distribuidor A»', instances, detail(group(fixture.groupTokens.distribuidorA))),
  );
  results.push(await drive('product detail (random of all), visitor', instances, detail({})));
  printTable(
    label,
    instances,
    results.filter((r) => r !== null),
  );
}

function printTable(label: string, instances: Instance[], results: CaseResult[]) {
  const ceiling = results[0].rps;
  const ms = (v: number) => v.toFixed(1).padStart(7);
  const rssHeader = instances.length > 1 ? 'RSS MB A/B' : 'RSS MB';
  console.log(`\n  ${label}`);
  console.log(
    `  ${'case'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs ceiling'.padStart(10)} ${'errors'.padStart(7)} ${rssHeader.padStart(11)}`,
  );
  for (const r of results)
    console.log(
      `  ${r.name.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50)} ${ms(r.p99)} ${`${((r.rps / ceiling) * 100).toFixed(0)}%`.padStart(10)} ${String(r.errors).padStart(7)} ${r.rss
        .map((v) => v.toFixed(0))
        .join('/')
        .padStart(11)}`,
    );
  console.log(`  server peak RSS: ${instances.map((i) => `${i.peak.toFixed(0)} MB (PSS ${i.peakPss.toFixed(0)} MB)`).join(', ')}`);
}

/** Runs `run` against a database of its own on the PostgreSQL server, dropped afterwards. */
export async function withFreshPostgres(run: (url: string) => Promise<void>) {
  const name = `store_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.pg });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(options.pg);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
