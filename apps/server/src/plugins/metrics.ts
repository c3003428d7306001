/**
 * Prometheus metrics (decision 025): each app has its own registry (request latency by route pattern and
 * status, catalogue cache hits and misses, queue depth read on each scrape); the process's own are shared.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CatalogCache } from './catalog-cache.ts';
import type { Queue } from './queue.ts';

/** Memory, CPU, event loop, GC: one process, one set, however many apps it builds (the tests build many). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface Metrics {
  /** The exposition text and its content type. */
  scrape(): Promise<{ text: string; contentType: string }>;
}

export function createMetrics(app: FastifyInstance, deps: { catalogCache: CatalogCache; queue: Queue }): Metrics {
  const registry = new Registry();
  const latency = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (not the address asked), method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Callback hooks: an async one costs every request a promise.
  app.addHook('onResponse', (request, reply, done) => {
    // A path no route matched is one label, whatever was asked: addresses must not grow the series.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  const { catalogCache, queue } = deps;
  const reported = { hit: 0, miss: 0 };
  new Counter({
    name: 'store_catalog_cache_lookups_total',
    help: 'Catalogue answers served from memory (hit) or built from the database (miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      // The cache counts; the counter catches up with it on each scrape.
      const now = { hit: catalogCache.hits, miss: catalogCache.misses };
      this.inc({ result: 'hit' }, now.hit - reported.hit);
      this.inc({ result: 'miss' }, now.miss - reported.miss);
      Object.assign(reported, now);
    },
  });
  new Gauge({
    name: 'store_queue_depth',
    help: 'Jobs waiting or being retried, per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      try {
        for (const [name, depth] of Object.entries(await queue.depth())) this.set({ queue: name }, depth);
      } catch (err) {
        // A database that does not answer leaves the last values; the health check says why.
        app.log.warn({ err }, 'reading the queue depth for the metrics failed');
      }
    },
  });

  return {
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { text: await merged.metrics(), contentType: merged.contentType };
    },
  };
}
