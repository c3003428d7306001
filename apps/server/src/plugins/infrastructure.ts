/**
 * The store's infrastructure as Fastify plugins with declared dependencies: storage, the job queue and the mailer
 * on it, the invalidation bus between instances, the rate limits (Redis when configured) and the services bundle.
 */
import rateLimit from '@fastify/rate-limit';
import { MSG } from '@store/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { Invoicing } from '../modules/e-invoicing/index.ts';
import type { SessionCache } from './auth.ts';
import { localBus, postgresBus } from './invalidation.ts';
import { createMailer, type Mailer } from './mail.ts';
import { openStorage } from './open-storage.ts';
import { createQueue, type Queue } from './queue.ts';
import { openRedis, sharedStore } from './shared-rate-limit.ts';
import type { Storage } from './storage.ts';

/** Files: the bucket when S3_BUCKET is set, DATA_DIR on disk otherwise. */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = await openStorage(app.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close?.());
  },
  { name: 'storage' },
);

/**
 * Jobs in the database (pg-boss): e-mails, imports, stock alerts. A job written in a request's transaction is
 * visible once the answer is sent: this instance's worker takes it at once instead of at its next poll.
 */
export const queuePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const queue = await createQueue(app.database, app.log, {
      workers: config.jobWorkers,
      mailRetry: config.mailRetry,
      invoiceRetryDelaySeconds: config.sri?.retryDelaySeconds,
      invoiceTimeoutMs: config.sri?.timeoutMs,
    });
    app.decorate('queue', queue);
    app.addHook('onResponse', (_request, _reply, done) => {
      queue.wakePending();
      done();
    });
    // The queue stops fetching first, then waits for its running jobs (an e-mail being sent, an import being
    // applied) up to its timeout; the waiting ones stay queued, and an import cut short is run again elsewhere.
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'queue' },
);

/** E-mails go through the queue; the worker starts once every module has registered how its e-mails are written. */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      from: config.mailFrom,
      replyTo: config.mailReplyTo,
      queue: app.queue,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', () => mailer.start());
    // A running e-mail finishes first (the queue stops); the queued ones stay for the next instance.
    app.addHook('onClose', async () => {
      await app.queue.stop();
      await mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['queue'] },
);

/** What this instance changes is told to the others, and what they change is applied here (decision 021). */
export const invalidationPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    const invalidation =
      database.kind === 'postgres' && config.databaseUrl
        ? await postgresBus({
            url: config.databaseUrl,
            log: app.log,
            notify: (channel, payload) => database.executeSql('select pg_notify($1, $2)', [channel, payload]),
          })
        : localBus();
    app.decorate('invalidation', invalidation);
    app.addHook('onClose', async () => invalidation.close());
  },
  { name: 'invalidation' },
);

/**
 * The routes' rate limits, counted in Redis for every instance when it is configured, in this instance's memory
 * otherwise and while Redis does not answer (decision 025).
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    await app.register(rateLimit, {
      global: false,
      ...(redis && { store: sharedStore(redis, config.redisKeyPrefix) }),
      errorResponseBuilder: () => new AppError('too_many_requests', MSG.tooManyRequests),
    });
  },
  { name: 'rate-limits' },
);

/** What a module's work needs besides its input, the same for every module: built here, not at each call site. */
export interface Services {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  queue: Queue;
  sessionCache: SessionCache;
  /** the request's logger, so that what the work logs carries the request's id */
  log: FastifyBaseLogger;
  storeInbox: string;
  /** electronic invoicing, or null when it is off (decision 039) */
  invoicing: Invoicing | null;
  /** read at each request: with PORT=0 it is known only once the server listens */
  publicUrl: string;
  timeZone: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the shared dependencies, with the request's logger */
    servicesFor: (request: FastifyRequest) => Services;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate('servicesFor', (request: FastifyRequest) => ({
      db: app.db,
      storage: app.storage,
      mailer: app.mailer,
      queue: app.queue,
      sessionCache: app.sessionCache,
      log: request.log,
      storeInbox: config.storeInbox,
      invoicing: app.invoicing,
      publicUrl: config.publicUrl,
      timeZone: config.storeTimeZone,
    }));
  },
  { name: 'services', dependencies: ['storage', 'caches', 'queue', 'mailer', 'invoicing'] },
);
