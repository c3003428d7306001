/**
 * Rate limits shared by every instance through Redis when REDIS_URL is set (decision 025): counted in Redis
 * while it answers, per instance (in memory) while it does not, at start or later; the store never waits for it.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, res?: Counted) => void;
interface RateStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateStore;
}
type StoreClass = new (...args: unknown[]) => RateStore;

// The plugin's own two stores (its Redis script and its memory store): the package has no export map.
const requireCjs = createRequire(import.meta.url);
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/** Redis while it is connected, this instance's memory otherwise (and for a command Redis fails). */
class FallbackStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateStore,
    private readonly local: RateStore,
  ) {}

  private use(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    if (this.redis.status !== 'ready') return this.local[method](key, done, timeWindow, max);
    this.shared[method](key, (err, res) => (err ? this.local[method](key, done, timeWindow, max) : done(null, res)), timeWindow, max);
  }
  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.use('incr', key, done, timeWindow, max);
  }
  read(key: string, done: Done, timeWindow: number, max: number) {
    this.use('read', key, done, timeWindow, max);
  }
  child(routeOptions: unknown) {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: keys under `nameSpace` in `redis`. */
export function sharedStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  // The plugin builds its store with its resolved options (`new Store(options)`).
  return function SharedStore(params: RateLimitPluginOptions) {
    const { continueExceeding, exponentialBackoff, cache } = params;
    return new FallbackStore(
      redis,
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff, cache),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Connects to Redis without holding the start: a Redis that does not answer is logged, tried again every
 * few seconds, and counted around meanwhile. Commands fail at once while it is away (no offline queue).
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only where REDIS_URL is set: a tenth of a second of every start otherwise.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  let answering: boolean | undefined;
  redis.on('ready', () => {
    if (answering !== true) log.info('Redis answers: the rate limits are shared by every instance');
    answering = true;
  });
  redis.on('error', (err) => {
    if (answering !== false) log.warn({ err }, 'Redis does not answer: the rate limits are counted on this instance until it does');
    answering = false;
  });
  await redis.connect().catch(() => {
    // Reported by the 'error' listener; ioredis keeps reconnecting on its own.
  });
  return redis;
}

/** Whether Redis answers a PING within `timeoutMs` (the health check). */
export async function redisAnswers(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((pong) => pong === 'PONG'), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
