/**
 * The vitest run's global set-up: one demo store migrated and seeded for the whole run, which each test file's
 * store starts from instead of migrating and seeding its own (decision 035), and one database migrated and not
 * seeded, which each unseeded store starts from. On PGlite a database is dumped; on PostgreSQL it is a template
 * database each file's database is created from. The seeded store's files are kept in both.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
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
  /** the same two for a database migrated and not seeded */
  emptyPgliteDump?: string;
  emptyPostgresTemplate?: string;
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

/**
 * A migrated database the files' stores start from, filled by `fill`: on PostgreSQL a template database, on PGlite
 * a dump in `file`. PostgreSQL copies a template only while nobody is connected to it: its connections close first.
 */
async function startingPoint(pgBase: string | undefined, file: string, fill: (database: Database, url?: string) => Promise<void>) {
  const template = pgBase ? await freshPostgres(pgBase) : null;
  // two connections: the migration's lock holds one
  const database = await openDatabase(template ? { url: template.url, poolSize: 2 } : { pgliteDir: 'memory://' });
  try {
    await fill(database, template?.url);
    if (template) return { template: template.name, drop: template.drop };
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite gave no dump');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { dump: file, drop: async () => {} };
  } finally {
    await database.close();
  }
}

export async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-seeded-'));
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir);
  const pgBase = process.env.TEST_DATABASE_URL;
  const seededDb = await startingPoint(pgBase, path.join(dir, 'database.tar'), (database, url) =>
    seedDemo(database.db, loadConfig({ ...testStoreEnv(dataDir), ...(url ? { DATABASE_URL: url } : {}) })),
  );
  // Migrating a new PGlite database took 3-4 s of CPU; opening a dump of one, about 0.7 s.
  const emptyDb = await startingPoint(pgBase, path.join(dir, 'empty.tar'), async () => {});
  const seeded: SeededStore = {
    dataDir,
    pgliteDump: seededDb.dump,
    postgresTemplate: seededDb.template,
    emptyPgliteDump: emptyDb.dump,
    emptyPostgresTemplate: emptyDb.template,
  };
  project.provide('seededStore', seeded);
  return async () => {
    await seededDb.drop();
    await emptyDb.drop();
    await rm(dir, { recursive: true, force: true });
  };
}
