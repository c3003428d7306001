/**
 * The process: reads the configuration, locks and opens the database (seeding an empty one), listens, and
 * shuts down cleanly on SIGTERM/SIGINT.
 */
import { mkdir } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { API_BASE, MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { buildApp } from './app.ts';
import { loadConfig, loadDotEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { isDatabaseEmpty } from './db/seed/write-rows.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';

/** How long requests in flight may take once the port is closed, before their connections are cut. */
const REQUEST_GRACE_MS = 10_000;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  // Before the folder is touched: a second start on it stops here, having changed nothing.
  const lock = await lockDataDir(config.dataDir, 'server');
  // /media is served from this folder unless the files are in a bucket.
  if (!config.s3) await mkdir(config.mediaDir, { recursive: true });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.pgPoolSize,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    onIdleError: (err) => console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: err.message })),
  });
  await database.exclusive(async () => {
    if (config.seed !== 'demo' || !(await isDatabaseEmpty(database.db))) return;
    const started = Date.now();
    await seedDemo(database.db, config);
    console.log(JSON.stringify({ level: 30, msg: `demo catalogue seeded in ${Date.now() - started} ms` }));
  });
  const app = await buildApp(config, database);
  // Handlers whose client went away keep running after close(); the database stays open until they end.
  let inflight = 0;
  app.addHook('onRequest', async () => {
    inflight++;
  });
  app.addHook('onSend', async () => {
    inflight--;
  });
  // Draining (decision 025, Shutdown): the health check answers 503 so a load balancer stops sending here,
  // the other requests are still served, and every answer closes its connection.
  let draining = false;
  const healthUrl = `${API_BASE}${endpoints.health.check.path}`;
  // The check's own answer with ok:false, as when the database does not answer (the 503 of the contract).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!draining || request.routeOptions.url !== healthUrl || reply.statusCode !== 200) return payload;
    reply.code(503);
    return { ...(payload as object), ok: false, msg: MSG.unavailable };
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    draining = true;
    const began = Date.now();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // Every step below is bounded; this is the last resort if one of them hangs anyway.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting anyway');
      process.exit(1);
    }, config.shutdownDrainMs + 35_000);
    force.unref();
    try {
      if (config.shutdownDrainMs) await delay(config.shutdownDrainMs);
      // A client still sending or reading after the grace loses its connection: the running jobs come next.
      const cut = setTimeout(() => app.server.closeAllConnections(), REQUEST_GRACE_MS);
      cut.unref();
      // The port closes (a new connection is refused), the requests in flight finish, then the onClose hooks
      // stop the queue (its running jobs end, up to 10 s), the invalidation bus and the mailer.
      await app.close();
      clearTimeout(cut);
      for (let waited = 0; inflight > 0 && waited < 5000; waited += 50) await delay(50);
      await database.close();
      lock.release();
      app.log.info({ signal, ms: Date.now() - began }, 'stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const bound = app.server.address() as import('node:net').AddressInfo;
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  app.log.info(`store listening on http://${host}:${bound.port}, links in e-mails to ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
