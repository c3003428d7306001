/**
 * The operator's endpoints: the health check (which database, storage, queue and Redis, whether each answers;
 * 503 when the database does not, so load balancers take the instance out) and the Prometheus metrics.
 */
import { timingSafeEqual } from 'node:crypto';
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { redisAnswers } from '../../plugins/shared-rate-limit.ts';

/** Each check's longest wait: a part that hangs is reported as not answering, the answer is not held. */
const CHECK_MS = 2_000;

/** Whether `work` resolves within CHECK_MS; its failure is logged under `part`. */
async function answers(work: () => Promise<unknown>, log: (err: unknown) => void): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_MS} ms`)), CHECK_MS);
  });
  try {
    await Promise.race([work(), late]);
    return true;
  } catch (err) {
    log(err);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Compares without telling by its timing how much of the token was right. */
const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * How long one round of checks answers every health call of this instance, after it ends: the route is
 * public, and each round costs a database ping, two queue queries, a HeadBucket and a Redis PING.
 */
export const HEALTH_CACHE_MS = 1_000;

const healthRoutes: FastifyPluginAsync = async (app) => {
  /** The parts that cost a round trip, each answering or not. */
  const roundOfChecks = async () => {
    const failed = (part: string) => (err: unknown) => app.log.error({ err }, `health: ${part} does not answer`);
    let depth: Record<string, number> | null = null;
    const [database, storage, queue, redis] = await Promise.all([
      answers(() => app.database.ping(), failed('database')),
      answers(() => app.storage.ping(), failed('storage')),
      answers(async () => {
        await app.queue.ping();
        depth = await app.queue.depth();
      }, failed('queue')),
      app.redis ? redisAnswers(app.redis) : null,
    ]);
    return { database, storage, queue, depth, redis };
  };
  // The calls during a round share it, and those in the HEALTH_CACHE_MS after it get its answer.
  let last: { result: ReturnType<typeof roundOfChecks>; until: number } | undefined;
  const checked = () => {
    if (last && Date.now() < last.until) return last.result;
    const round = { result: roundOfChecks(), until: Number.POSITIVE_INFINITY };
    void round.result.finally(() => {
      round.until = Date.now() + HEALTH_CACHE_MS;
    });
    last = round;
    return round.result;
  };

  route(app, endpoints.health.check, async (_request, reply) => {
    const { database, storage, queue, depth, redis } = await checked();
    const checks = {
      database: { kind: app.database.kind, ok: database },
      storage: { kind: app.storage.kind, ok: storage },
      queue: { kind: 'pg-boss' as const, ok: queue, depth },
      redis: redis === null ? null : { ok: redis },
      invalidation: app.invalidation.state,
      catalog: { products: app.catalogIndex.size, cards: app.catalogCache.cards.size },
      invoicing: app.invoicing !== null,
    };
    if (!database) return reply.status(503).send({ ok: false as const, msg: MSG.unavailable, ...checks });
    return { ...checks };
  });

  // Not served at all without a token: nothing tells a visitor that metrics exist.
  const token = app.config.metricsToken;
  if (token) {
    route(app, endpoints.health.metrics, async (request, reply) => {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameToken(given, token)) throw new AppError('unauthorized', MSG.metricsUnauthorized);
      const { text, contentType } = await app.metrics.scrape();
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
    });
  }
};
export default healthRoutes;
