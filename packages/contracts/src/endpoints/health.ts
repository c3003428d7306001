/**
 * The health check load balancers, operators and the process test ask: which database, storage, queue and
 * Redis this instance uses and whether each answers, how its invalidation connection is, how warm the catalogue is.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const healthChecks = z.object({
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  storage: z.object({ kind: z.enum(['disk', 's3']), ok: z.boolean() }),
  /** `depth`: jobs waiting or being retried per queue (null when the queue does not answer) */
  queue: z.object({ kind: z.literal('pg-boss'), ok: z.boolean(), depth: z.record(z.string(), z.number()).nullable() }),
  /** null: REDIS_URL unset, the rate limits are counted per instance (also while Redis does not answer) */
  redis: z.object({ ok: z.boolean() }).nullable(),
  /** 'local' (PGlite: nobody else to tell), 'listening', or 'reconnecting' after the connection dropped */
  invalidation: z.enum(['local', 'listening', 'reconnecting']),
  /** products in the search index (null before its first load) and product cards in memory */
  catalog: z.object({ products: z.number().nullable(), cards: z.number() }),
  /** electronic invoices: false when SRI_CERT_PATH is unset (decision 039) */
  invoicing: z.boolean(),
});

export const health = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'health',
    responses: {
      /** the database answers; a storage, queue or Redis that does not is reported here, not refused */
      200: healthChecks.extend({ ok: z.literal(true) }),
      /** the database does not answer: the instance cannot serve, load balancers take it out */
      503: healthChecks.extend({ ok: z.literal(false), msg: z.string() }),
    },
  }),
  /**
   * Prometheus's scrape: served only when METRICS_TOKEN is set (404 otherwise), to a bearer of that token
   * (401 otherwise). Not a user's session: `public` here, the token is checked by the route.
   */
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    access: 'public',
    tag: 'health',
    hidden: true,
    responses: {
      200: z.string().describe('text/plain; version=0.0.4 (the Prometheus exposition format)'),
      401: z.object({ ok: z.literal(false), msg: z.string() }),
    },
  }),
};
