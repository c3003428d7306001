/**
 * The operator's view: /api/health names each part and whether it answers (503 without a database), the
 * metrics are closed by their token and count per app, and the rate limits are one count across instances
 * through Redis (127.0.0.1:6379, each test under its own key prefix), per instance while Redis is away.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { anotherInstance } from '../../test/another-instance.ts';
import { call, createTestStore, type TestStore } from '../../test/harness.ts';
import { HEALTH_CACHE_MS } from './routes.ts';

const TOKEN = 'metricas-de-prueba-0123456789';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ env: { METRICS_TOKEN: TOKEN } });
}, 120_000);
afterAll(() => store?.close());

const scrape = (app: App, authorization?: string) =>
  call(app, endpoints.health.metrics, { headers: authorization ? { authorization } : {} });
/** The value of one sample line of the exposition (undefined when the series is absent). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the metrics', () => {
  it('are not served without METRICS_TOKEN, and refuse a missing or wrong bearer in Spanish', async () => {
    const open = await createTestStore({ seed: false });
    try {
      const res = await scrape(open.app, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, msg: 'La ruta solicitada no existe' });
    } finally {
      await open.close();
    }
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Basic abc']) {
      const res = await scrape(store.app, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ ok: false, msg: MSG.metricsUnauthorized });
    }
  });

  it('count requests by route pattern and status, cache hits and misses, queue depth and the process', async () => {
    const before = (await scrape(store.app, `Bearer ${TOKEN}`)).body;
    const series = (status: number) =>
      `store_http_request_duration_seconds_count{route="/api/product/get_by_id/:id",method="GET",status="${status}"}`;
    const countOf = (text: string, status: number) => sample(text, series(status)) ?? 0;
    const banners = 'store_catalog_cache_lookups_total{result="hit"}';

    for (const id of [1, 2, 999_999]) await call(store.app, endpoints.catalog.product, { params: { id } });
    for (let i = 0; i < 3; i++) await call(store.app, endpoints.content.banners);

    const res = await scrape(store.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // Three addresses, one route: two found, one not.
    expect(countOf(text, 200) - countOf(before, 200)).toBe(2);
    expect(countOf(text, 404) - countOf(before, 404)).toBe(1);
    expect(text).not.toContain('get_by_id/999999');
    expect(text).toContain('store_http_request_duration_seconds_bucket{le="0.005",route="/api/product/get_by_id/:id"');
    // The banners were built once at most and served from memory at least twice.
    expect((sample(text, banners) ?? 0) - (sample(before, banners) ?? 0)).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'store_catalog_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    for (const queue of ['mail', 'catalog-import', 'stock-alerts']) expect(sample(text, `store_queue_depth{queue="${queue}"}`)).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('belong to each app: another app in the same process counts only its own requests', async () => {
    const other = await createTestStore({ seed: false, env: { METRICS_TOKEN: TOKEN } });
    try {
      await call(store.app, endpoints.catalog.product, { params: { id: 1 } });
      const text = (await scrape(other.app, `Bearer ${TOKEN}`)).body;
      expect(text).not.toContain('route="/api/product/get_by_id/:id"');
      // ... but the queue depth is its own database's, read when asked.
      expect(sample(text, 'store_queue_depth{queue="mail"}')).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('the health check', () => {
  it('costs one round of checks for the calls within a second, and answers 503 once the database does not', async () => {
    const lost = await createTestStore({ seed: false });
    const health = () => call(lost.app, endpoints.health.check);
    try {
      // Counted, not replaced: each round of checks pings the database once.
      const pings = vi.spyOn(lost.app.database, 'ping');
      const answered = [...(await Promise.all([health(), health()])), await health()];
      expect(answered.map((r) => [r.statusCode, r.json().database.ok])).toEqual([
        [200, true],
        [200, true],
        [200, true],
      ]);
      expect(pings).toHaveBeenCalledTimes(1);

      await lost.database.close();
      // Closed here already: the store's own close must not close it a second time.
      lost.database.close = async () => {};
      await new Promise((resolve) => setTimeout(resolve, HEALTH_CACHE_MS + 50));
      const res = await health();
      expect(pings).toHaveBeenCalledTimes(2);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        ok: false,
        msg: MSG.unavailable,
        database: { kind: onPostgres ? 'postgres' : 'pglite', ok: false },
        storage: { kind: 'disk', ok: true },
        queue: { kind: 'pg-boss', ok: false, depth: null },
        redis: null,
      });
    } finally {
      // Closing the app stops the queue on a database that is gone: what that says is not this test's.
      await lost.app.close().catch(() => {});
      await lost.close();
    }
  });
});

/** A rate-limited store on Redis at `url`, under a key prefix of its own, allowing `max` logins. */
const limitedStore = (url: string, prefix: string, max = 3) =>
  createTestStore({ seed: false, env: { RATE_LIMIT_MAX: String(max), REDIS_URL: url, REDIS_KEY_PREFIX: prefix } });
const login = (app: App) => call(app, endpoints.auth.login, { payload: { email: 'a@b.ec', password: 'x' } });

describe('rate limits through Redis', () => {
  it('are one count for logins spread over two instances', async () => {
    const a = await limitedStore('redis://127.0.0.1:6379', `store-test:${randomBytes(6).toString('hex')}:`);
    const b = await anotherInstance(a);
    try {
      expect((await call(a.app, endpoints.health.check)).json().redis).toEqual({ ok: true });
      // Three attempts in all, alternating: each instance has seen at most two.
      for (const app of [a.app, b.app, a.app]) expect((await login(app)).statusCode).toBe(401);
      const refused = await login(b.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ ok: false, msg: MSG.tooManyRequests });
      expect((await login(a.app)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('are counted per instance while Redis does not answer, and shared once it does', async () => {
    const port = await freePort();
    const a = await limitedStore(`redis://127.0.0.1:${port}`, `store-test:${randomBytes(6).toString('hex')}:`);
    const b = await anotherInstance(a);
    let redis: ReturnType<typeof spawn> | undefined;
    try {
      // The store starts without its Redis and says so.
      const health = await call(a.app, endpoints.health.check);
      expect(health.statusCode).toBe(200);
      expect(health.json().redis).toEqual({ ok: false });
      // Each instance still refuses the fourth attempt it sees (here B's fourth is the sixth in all).
      for (const app of [a.app, b.app, a.app, b.app, a.app]) expect((await login(app)).statusCode).toBe(401);
      expect((await login(a.app)).statusCode).toBe(429);
      expect((await login(b.app)).statusCode).toBe(401);
      expect((await login(b.app)).statusCode).toBe(429);

      // Redis comes up: both instances reconnect on their own and count in it from then on.
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (const app of [a.app, b.app]) {
        while ((await call(app, endpoints.health.check)).json().redis?.ok !== true) {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      for (const app of [a.app, b.app, a.app]) expect((await login(app)).statusCode).toBe(401);
      expect((await login(b.app)).statusCode).toBe(429);
    } finally {
      redis?.kill();
      await b.close();
      await a.close();
    }
  }, 60_000);
});

describe('a store that fails to build after opening Redis', () => {
  it('lets go of its Redis connection (it would keep reconnecting and the process alive)', async () => {
    const port = await freePort();
    const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const observer = new Redis(port, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'store-build-'));
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await vi.waitUntil(
        () =>
          observer.connect().then(
            () => true,
            () => false,
          ),
        { timeout: 10_000, interval: 100 },
      );
      // A web folder whose index.html is a folder: reading it fails the build after Redis is open.
      await mkdir(path.join(dataDir, 'web', 'index.html'), { recursive: true });
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIR: path.join(dataDir, 'web'),
        REDIS_URL: `redis://127.0.0.1:${port}`,
      });
      await expect(buildApp(config, database)).rejects.toThrow(/EISDIR/);
      const clients = async () =>
        String(await observer.client('LIST'))
          .trim()
          .split('\n').length;
      // Only the observer is left.
      await vi.waitUntil(async () => (await clients()) === 1, { timeout: 3_000, interval: 50 }).catch(() => {});
      expect(await clients()).toBe(1);
    } finally {
      observer.disconnect();
      server.kill();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
