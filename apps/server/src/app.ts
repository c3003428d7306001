/**
 * Builds the whole store on an open database: the plugins (errors, security headers, auth, mail, storage,
 * catalogue cache, the web app) and every module's routes under /api. It never listens: server.ts does.
 */
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS, MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import Fastify, { type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import type { CacheChange } from './lib/route.ts';
import { requestHistory } from './modules/admin/history/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { alertRoutes } from './modules/alerts/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { buyingRoutes } from './modules/buying/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { CatalogIndex, catalogRoutes, crawlerRoutes, warmProducts } from './modules/catalog/index.ts';
import { contentRoutes, listBanners } from './modules/content/index.ts';
import { documentRoutes } from './modules/documents/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { PriceListIndex } from './modules/pricing/index.ts';
import { salesRoutes } from './modules/sales/index.ts';
import { userRoutes } from './modules/users/index.ts';
import auth, { SessionCache } from './plugins/auth.ts';
import { CatalogCache } from './plugins/catalog-cache.ts';
import errors from './plugins/errors.ts';
import { type InvalidationBus, localBus, postgresBus } from './plugins/invalidation.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerMedia } from './plugins/media-route.ts';
import { createMetrics, type Metrics } from './plugins/metrics.ts';
import { openStorage } from './plugins/open-storage.ts';
import pageRender from './plugins/page-render.ts';
import { createQueue, type Queue } from './plugins/queue.ts';
import securityHeaders from './plugins/security-headers.ts';
import { openRedis, sharedStore } from './plugins/shared-rate-limit.ts';
import type { Storage } from './plugins/storage.ts';
import webApp, { escapeMalformedPath } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    storage: Storage;
    catalogCache: CatalogCache;
    catalogIndex: CatalogIndex;
    /** which list each price group has in effect (modules/pricing) */
    priceLists: PriceListIndex;
    queue: Queue;
    invalidation: InvalidationBus;
    /** null: REDIS_URL unset (rate limits per instance) */
    redis: Redis | null;
    metrics: Metrics;
  }
}

/** Products warmed per step: one query's worth, the most a close waits for a warm-up. */
const WARM_BATCH = 200;

/** Builds the whole API on an open database; never listens (server.ts does, tests inject). */
export async function buildApp(config: Config, database: Database) {
  // What the build opened is let go (last first) when a later step throws: the caller gets no app to close,
  // and a Redis client left open would keep reconnecting and the process alive.
  const opened: (() => unknown)[] = [];
  try {
    return await assemble(config, database, opened);
  } catch (err) {
    for (const close of opened.reverse()) {
      try {
        await close();
      } catch {
        // the build's own error is the one to report
      }
    }
    throw err;
  }
}

async function assemble(config: Config, database: Database, opened: (() => unknown)[]) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    rewriteUrl: (req) => escapeMalformedPath(req.url ?? '/'),
    // What the router itself refuses (a path it cannot decode, an overlong parameter), in Spanish.
    frameworkErrors: (_error, _request, reply: FastifyReply) => reply.status(400).send({ ok: false, msg: MSG.badRequest }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const storage = await openStorage(config);
  opened.push(() => storage.close?.());
  app.decorate('storage', storage);
  const catalogCache = new CatalogCache(config.catalogCacheTtlMs, config.catalogCacheMb);
  const catalogIndex = new CatalogIndex(database.db);
  const priceLists = new PriceListIndex(database.db);
  catalogCache.onChange((event) => {
    if (event.kind !== 'catalog') return;
    catalogIndex.invalidate();
    priceLists.invalidate();
  });
  // What this instance changes is told to the others, and what they change is applied here (decision 021).
  const invalidation =
    database.kind === 'postgres' && config.databaseUrl
      ? await postgresBus({
          url: config.databaseUrl,
          log: app.log,
          notify: (channel, payload) => database.executeSql('select pg_notify($1, $2)', [channel, payload]),
        })
      : localBus();
  opened.push(() => invalidation.close());
  const sessionCache = new SessionCache();
  sessionCache.onRevoke((event) => invalidation.publish(event));
  catalogCache.onChange((event, remote) => remote || invalidation.publish(event));
  invalidation.onRemote((event) => {
    if (event.kind === 'catalog') catalogCache.clear(true);
    else if (event.kind === 'products') catalogCache.forgetProducts(event.ids, true);
    else if (event.kind === 'session') sessionCache.revoke(event.tokenHash, true);
    else sessionCache.revokeUser(event.userId, event.keepHash, true);
  });
  invalidation.onReconnect(() => {
    catalogCache.clear(true);
    sessionCache.clear();
  });
  const queue = await createQueue(database, app.log, { workers: config.jobWorkers, mailRetry: config.mailRetry });
  opened.push(() => queue.stop());
  app.decorate('queue', queue);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
    replyTo: config.mailReplyTo,
    queue,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  // The mail worker starts once every module has registered how its e-mails are written (their renderers).
  app.addHook('onReady', () => mailer.start());
  // A job written in a request's transaction is visible once the answer is sent: this instance's worker
  // takes it at once instead of at its next poll.
  app.addHook('onResponse', (_request, _reply, done) => {
    queue.wakePending();
    done();
  });
  app.decorate('invalidation', invalidation);
  // Warming runs in the background, WARM_BATCH products at a time. Closing abandons it after the batch under
  // way (a whole catalogue takes seconds) and waits for that one, so the database is never closed under a query.
  const warming = new Set<Promise<void>>();
  let closing = false;
  catalogIndex.onLoaded((ids) => {
    const started = Date.now();
    // A catalogue write since this load makes its warm-up useless (nothing it loads is kept): the newer one goes on.
    const generation = catalogIndex.generationNow;
    const warm = async () => {
      const lists = await priceLists.pricingLists();
      for (let i = 0; i < ids.length; i += WARM_BATCH) {
        if (closing || catalogIndex.generationNow !== generation) return false;
        await warmProducts(database.db, catalogCache, ids.slice(i, i + WARM_BATCH), WARM_BATCH, lists);
      }
      return true;
    };
    const run = warm().then(
      (whole) => {
        if (whole) app.log.info({ products: ids.length, ms: Date.now() - started }, 'product cards and pages warmed');
      },
      (err) => app.log.error({ err }, 'warming the product cards and pages failed'),
    );
    warming.add(run);
    void run.finally(() => warming.delete(run));
  });
  app.decorate('catalogCache', catalogCache);
  app.decorate('invalidate', (change: CacheChange) =>
    change.kind === 'catalog' ? catalogCache.clear() : catalogCache.forgetProducts(change.ids),
  );
  app.decorate('catalogIndex', catalogIndex);
  app.decorate('priceLists', priceLists);
  app.decorate('metrics', createMetrics(app, { catalogCache, queue }));
  // The modules' close hooks ran before this one (Fastify closes in reverse order): none of them waits for a job.
  app.addHook('onClose', async () => {
    closing = true;
    // The queue stops fetching first, then waits for its running jobs (an e-mail being sent, an import being
    // applied) up to its timeout; the waiting ones stay queued, and an import cut short is run again elsewhere.
    await Promise.all([queue.stop(), ...warming]);
    await invalidation.close();
    // Queued e-mails stay in the queue for the next instance; only the SMTP connection is closed here.
    await mailer.close();
    storage.close?.();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // With PORT=0 the port is known only now; links in e-mails must point to it.
  app.addHook('onListen', async () => {
    const bound = app.server.address();
    if (config.publicUrlFollowsPort && bound && typeof bound === 'object') config.publicUrl = `http://localhost:${bound.port}`;
  });

  await app.register(errors);
  await app.register(securityHeaders);
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(',').map((o) => o.trim()) });
  // Counted in Redis for every instance when it is configured, in this instance's memory otherwise and
  // while Redis does not answer (decision 025).
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
  if (redis) opened.push(() => redis.disconnect());
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: sharedStore(redis, config.redisKeyPrefix) }),
    errorResponseBuilder: () => new AppError('too_many_requests', MSG.tooManyRequests),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_DOCUMENTS, fields: 40, fieldSize: 10_000, parts: 50 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tienda mayorista — API', version: '1.0.0', description: 'SPEC.md section 7, under /api' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
  await app.register(auth, { db: database.db, cache: sessionCache, shared: database.kind === 'postgres' });
  await app.register(requestHistory);

  await registerMedia(app, storage, config.mediaDir);
  await app.register(pageRender, { webDir: config.webDir, catalogCache, publicUrl: () => config.publicUrl });
  await app.register(crawlerRoutes, { publicUrl: () => config.publicUrl });
  await app.register(webApp, {
    webDir: config.webDir,
    // The home page shows its banners first, and its largest picture is the first one: the browser asks
    // for both beside the scripts. Other pages (the back office above all) never read them.
    headFor: async (pathname) => {
      if (pathname !== '/') return '';
      // Cached with the catalogue (cleared by its writes), so the home page's HTML costs no query.
      const head = await catalogCache.getOrBuild('home-head', async () => {
        const first = (await listBanners(database.db)).find((b) => b.type !== 'bottom');
        const banners = `<link rel="preload" href="${API_BASE}${endpoints.content.banners.path}" as="fetch" crossorigin="anonymous">`;
        return first?.type === 'image'
          ? `${banners}<link rel="preload" as="image" href="${encodeURI(first.url)}" fetchpriority="high">`
          : banners;
      });
      return head.data.toString('utf8');
    },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(contentRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(cartRoutes);
      await api.register(salesRoutes);
      await api.register(buyingRoutes);
      await api.register(paymentRoutes);
      await api.register(documentRoutes);
      await api.register(alertRoutes);
      await api.register(adminRoutes);
    },
    { prefix: API_BASE },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
