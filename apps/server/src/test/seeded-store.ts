/**
 * The vitest run's global set-up: one demo store migrated and seeded for the whole run, which each test file's
 * store starts from instead of migrating and seeding its own (decision 035). On PGlite its database is dumped;
 * on PostgreSQL it is a template database each file's database is created from. Its files are kept in both.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { freshPostgres } from './fresh-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the run's seeded store is, or null when each file seeds its own */
    seededStore: SeededStore | null;
  }
}

export interface SeededStore {
  /** the seeded DATA_DIR's files */
  dataDir: string;
  /** PGlite: the `dump()` of the seeded database, a file */
  pgliteDump?: string;
  /** PostgreSQL: the seeded template database's name */
  postgresTemplate?: string;
}

/** The settings every test store runs with (createTestStore adds its own on top). */
export const testStoreEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '10000',
  STORE_INBOX: 'ventas@tienda.test',
  PUBLIC_URL: 'http://tienda.test',
  NODE_ENV: 'test',
});

export async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-seeded-'));
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir);
  const pgBase = process.env.TEST_DATABASE_URL;
  // PostgreSQL copies a template database only while nobody is connected to it: the seeding connection closes first.
  const template = pgBase ? await freshPostgres(pgBase) : null;
  const database = await openDatabase(template ? { url: template.url, poolSize: 2 } : { pgliteDir: 'memory://' });
  const seeded: SeededStore = { dataDir };
  try {
    await seedDemo(database.db, loadConfig({ ...testStoreEnv(dataDir), ...(template ? { DATABASE_URL: template.url } : {}) }));
    if (template) {
      seeded.postgresTemplate = template.name;
    } else {
      const dump = await database.dump?.();
      if (!dump) throw new Error('PGlite gave no dump');
      seeded.pgliteDump = path.join(dir, 'database.tar');
      await writeFile(seeded.pgliteDump, Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  project.provide('seededStore', seeded);
  return async () => {
    await template?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}
