/**
 * Builds the whole store on an open database: the plugins (errors, security headers, auth, mail, storage,
 * catalogue cache, the web app) and every module's routes under /api. It never listens: server.ts does.
 */
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS, MSG } from '@store/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { requestHistory } from './modules/admin/history/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { alertRoutes } from './modules/alerts/index.ts';
import { approvalRoutes } from './modules/approvals/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { buyingRoutes } from './modules/buying/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogIndexPlugin, catalogRoutes, crawlerRoutes } from './modules/catalog/index.ts';
import { companyRoutes } from './modules/company/index.ts';
import { contentRoutes, homePreloads } from './modules/content/index.ts';
import { documentRoutes } from './modules/documents/index.ts';
import { invoiceRoutes, invoicingPlugin } from './modules/e-invoicing/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { pricingPlugin } from './modules/pricing/index.ts';
import { quoteRoutes } from './modules/quotes/index.ts';
import { salesRoutes } from './modules/sales/index.ts';
import { userRoutes } from './modules/users/index.ts';
import auth from './plugins/auth.ts';
import { cachesPlugin } from './plugins/caches.ts';
import type { CatalogCache } from './plugins/catalog-cache.ts';
import errors from './plugins/errors.ts';
import {
  invalidationPlugin,
  mailerPlugin,
  queuePlugin,
  rateLimitsPlugin,
  servicesPlugin,
  storagePlugin,
} from './plugins/infrastructure.ts';
import type { InvalidationBus } from './plugins/invalidation.ts';
import type { Mailer } from './plugins/mail.ts';
import { registerMedia } from './plugins/media-route.ts';
import { createMetrics, type Metrics } from './plugins/metrics.ts';
import pageRender from './plugins/page-render.ts';
import type { Queue } from './plugins/queue.ts';
import securityHeaders from './plugins/security-headers.ts';
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
    queue: Queue;
    invalidation: InvalidationBus;
    /** null: REDIS_URL unset (rate limits per instance) */
    redis: Redis | null;
    metrics: Metrics;
  }
}

/** Fastify's JSON-schema compilers, never asked for: every route's schema is zod's. */
const notJsonSchema = () => () => {
  throw new Error('a route schema must be zod');
};

/** Builds the whole API on an open database; never listens (server.ts does, tests inject). */
export async function buildApp(config: Config, database: Database) {
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
    // Every schema is zod's (the compilers set below). Without factories of its own, Fastify would load its
    // JSON-schema ones (ajv and fast-json-stringify: a seventh of a start) that no route uses.
    schemaController: { compilersFactory: { buildValidator: notJsonSchema, buildSerializer: notJsonSchema } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  try {
    await registerPlugins(app);
    await registerRoutes(app);
    return app;
  } catch (err) {
    // What the build opened is let go by its plugins' close hooks: the caller gets no app to close, and a Redis
    // client left open would keep reconnecting and the process alive.
    await app.close().catch(() => {});
    throw err;
  }
}

/**
 * The infrastructure, each plugin naming what it needs. Closing runs in reverse: the rate limits' Redis, the
 * mailer (which stops the queue before its SMTP connection), the queue, the warm-up, the bus, the storage.
 */
async function registerPlugins(app: FastifyInstance) {
  const { config } = app;
  await app.register(storagePlugin);
  await app.register(invalidationPlugin);
  await app.register(cachesPlugin);
  await app.register(pricingPlugin);
  await app.register(catalogIndexPlugin);
  await app.register(queuePlugin);
  await app.register(mailerPlugin);
  await app.register(invoicingPlugin);
  await app.register(servicesPlugin);
  app.decorate('metrics', createMetrics(app, { catalogCache: app.catalogCache, queue: app.queue }));
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
  await app.register(rateLimitsPlugin);
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_DOCUMENTS, fields: 40, fieldSize: 10_000, parts: 50 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tienda mayorista — API', version: '1.0.0', description: 'docs/product.md §7, under /api' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
  await app.register(auth);
  await app.register(requestHistory);
}

/** The pages (media, server-rendered pages, crawlers' files, the web app) and every module's routes under /api. */
async function registerRoutes(app: FastifyInstance) {
  const { config } = app;
  await registerMedia(app, app.storage, config.mediaDir);
  await app.register(pageRender, { webDir: config.webDir, catalogCache: app.catalogCache, publicUrl: () => config.publicUrl });
  await app.register(crawlerRoutes, { publicUrl: () => config.publicUrl });
  await app.register(webApp, {
    webDir: config.webDir,
    // The home page asks for its banners and first picture beside the scripts; other pages never read them.
    headFor: async (pathname) => (pathname === '/' ? homePreloads(app.db, app.catalogCache) : ''),
  });
  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        catalogRoutes,
        contentRoutes,
        authRoutes,
        userRoutes,
        companyRoutes,
        cartRoutes,
        salesRoutes,
        quoteRoutes,
        approvalRoutes,
        buyingRoutes,
        paymentRoutes,
        documentRoutes,
        invoiceRoutes,
        alertRoutes,
        adminRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: API_BASE },
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
