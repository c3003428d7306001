/**
 * The process: reads the configuration, locks and opens the database (seeding an empty one), listens, and
 * shuts down cleanly on SIGTERM/SIGINT.
 */
import { mkdir } from 'node:fs/promises';
import { buildApp } from './app.ts';
import { loadConfig, loadDotEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { isDatabaseEmpty } from './db/seed/write-rows.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      for (let waited = 0; inflight > 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      await database.close();
      lock.release();
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
