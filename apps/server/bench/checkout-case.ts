/**
 * The bench's checkout case: 50 approved buyers, each looping «add one box → place the order» for the
 * case's seconds, as the store's pages do it (the order e-mails queued as a real checkout queues them). Run twice:
 * every buyer on a variant of their own, then all of them on the same one. Prints orders/s, the place-order
 * latency (p50/p95/p99/max), the lock waits seen (PostgreSQL), the e-mails still waiting and the server's RSS;
 * then, the server stopped, checks that every unit sold left the stock exactly once and that no stock row went
 * below zero.
 */
import { Agent, request } from 'node:http';
import { API_BASE } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { products, saleDetails, stock, variants } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/index.ts';
import { createDistributors } from '../src/test/fixtures.ts';
import { type Instance, percentile } from './bench-kit.ts';

const BUYERS = 50;
/** Enough boxes that no buyer runs out in a case: the case measures placing orders, not refusing them. */
const STOCK = 1_000_000;

export interface CheckoutFixture {
  tokens: string[];
  /** one box variant per buyer, and the one they all buy in the second run */
  variants: number[];
  hot: number;
}

/** 50 buyers with a session each, and 51 box variants stocked with STOCK boxes (in the seeding's transaction-free db). */
export async function prepareCheckout(db: Db): Promise<CheckoutFixture> {
  const buyers = await createDistributors(db, BUYERS, 'checkout');
  const tokens = await Promise.all(buyers.map((b) => createSession(db, b.id, 1)));
  const picked = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.active, true), eq(products.preventa, false), eq(products.stockType, 'BOXES')))
    .orderBy(variants.id)
    .limit(BUYERS + 1);
  const ids = picked.map((p) => p.id);
  await db.update(stock).set({ quantity: STOCK }).where(inArray(stock.variantId, ids));
  return { tokens, variants: ids.slice(0, BUYERS), hot: ids[BUYERS] };
}

interface Timing {
  orders: number;
  failed: number;
  latencies: number[];
}

/**
 * One POST on a kept-alive connection, answering its status once the body is read. node:http rather than fetch,
 * whose streams cost more CPU per request: the load generator shares the two cores with the server it measures
 * (it takes about 1 ms of CPU per order this way, docs/benchmarks.md).
 */
function post(agent: Agent, url: string, token: string, body: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One buyer's loop until `deadline`: add a box of `variantId`, place the order, again. */
async function buyerLoop(agent: Agent, base: string, token: string, variantId: number, deadline: number, timing: Timing) {
  const addBox = JSON.stringify({ prodvarid: variantId, quantity: 1 });
  while (Date.now() < deadline) {
    if ((await post(agent, `${base}${API_BASE}${endpoints.cart.add.path}`, token, addBox)) !== 201) {
      timing.failed++;
      continue;
    }
    const started = performance.now();
    const placed = await post(agent, `${base}${API_BASE}${endpoints.sales.place.path}`, token, '{}');
    timing.latencies.push(performance.now() - started);
    if (placed === 201) timing.orders++;
    else timing.failed++;
  }
}

/** The most lock waits seen at once, sampled every 50 ms (PostgreSQL only: PGlite runs one transaction at a time). */
function watchLocks(url: string | undefined) {
  if (!url) return { stop: async () => null as number | null };
  const client = new pg.Client({ connectionString: url });
  let most = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())`,
      );
      most = Math.max(most, rows[0].waiting);
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return most;
    },
  };
}

/** The order e-mails still waiting to be sent (the health check's queue depth): whether sending keeps up with selling. */
async function waitingMails(base: string) {
  const health = (await (await fetch(`${base}/api/health`)).json()) as { queue: { depth?: { mail?: number } } };
  return health.queue.depth?.mail ?? '?';
}

/** Both runs of the case against `server`, printed as one table. */
export async function runCheckoutCase(label: string, server: Instance, fx: CheckoutFixture, seconds: number, url?: string) {
  const rows: string[] = [];
  for (const [name, variantOf] of [
    ['50 buyers, each its own variant', (i: number) => fx.variants[i]],
    ['50 buyers, all the same variant', () => fx.hot],
  ] as const) {
    server.casePeak = 0;
    const timing: Timing = { orders: 0, failed: 0, latencies: [] };
    const locks = watchLocks(url);
    const deadline = Date.now() + seconds * 1000;
    const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });
    await Promise.all(fx.tokens.map((token, i) => buyerLoop(agent, server.base, token, variantOf(i), deadline, timing)));
    agent.destroy();
    const waits = await locks.stop();
    const mailsWaiting = await waitingMails(server.base);
    const sorted = Float64Array.from(timing.latencies).sort();
    const ms = (p: number) => percentile(sorted, p).toFixed(0).padStart(6);
    rows.push(
      `  ${name.padEnd(34)} ${(timing.orders / seconds).toFixed(0).padStart(8)} ${ms(50)} ${ms(95)} ${ms(99)} ${(sorted.at(-1) ?? 0).toFixed(0).padStart(6)} ${String(timing.failed).padStart(7)} ${String(waits ?? '—').padStart(10)} ${String(mailsWaiting).padStart(13)} ${server.casePeak.toFixed(0).padStart(7)}`,
    );
  }
  console.log(`\n  ${label}: checkout, ${seconds} s per run (place order, ms)`);
  console.log(
    `  ${'case'.padEnd(34)} ${'orders/s'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)} ${'failed'.padStart(7)} ${'lock waits'.padStart(10)} ${'mails waiting'.padStart(13)} ${'RSS MB'.padStart(7)}`,
  );
  for (const row of rows) console.log(row);
}

/** After the runs (the server stopped): every unit sold left the stock exactly once, and no row went below zero. */
export async function verifyCheckout(db: Db, fx: CheckoutFixture) {
  const ids = [...fx.variants, fx.hot];
  const left = await db.select({ id: stock.variantId, quantity: stock.quantity }).from(stock).where(inArray(stock.variantId, ids));
  const sold = await db
    .select({ id: saleDetails.variantId, boxes: sql<number>`sum(${saleDetails.quantity})::int` })
    .from(saleDetails)
    .where(inArray(saleDetails.variantId, ids))
    .groupBy(saleDetails.variantId);
  const soldOf = new Map(sold.map((s) => [s.id, Number(s.boxes)]));
  const wrong = left.filter((r) => r.quantity + (soldOf.get(r.id) ?? 0) !== STOCK);
  const oversold = left.filter((r) => r.quantity < 0).length;
  const total = [...soldOf.values()].reduce((s, n) => s + n, 0);
  console.log(
    `  stock after the runs: ${total} boxes sold, ${wrong.length} rows off, ${oversold} oversold${wrong.length || oversold ? '  ← WRONG' : ''}`,
  );
  if (wrong.length || oversold) process.exitCode = 1;
}
