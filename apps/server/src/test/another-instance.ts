/**
 * A second instance of a test store, for what instances share: the same configuration and database (its own
 * pool on PostgreSQL, as a second process would have; on PGlite, which one process holds, the same database).
 */
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { TestStore } from './harness.ts';

export interface Instance {
  app: App;
  close(): Promise<void>;
}

export async function anotherInstance(store: TestStore, overrides: Partial<Config> = {}): Promise<Instance> {
  const config = { ...store.app.config, ...overrides };
  const own = config.databaseUrl ? await openDatabase({ url: config.databaseUrl, poolSize: 20 }) : null;
  const app = await buildApp(config, own ?? store.database);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}
