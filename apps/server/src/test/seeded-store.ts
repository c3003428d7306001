/**
 * The vitest run's global set-up (PGlite runs only): one demo store migrated and seeded for the whole run, its
 * database dumped and its files kept, which each test file's store starts from instead of migrating and
 * seeding its own (~2.3 s of a file's start, ~0.1 s loaded). PostgreSQL runs make their databases as before.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a folder holding `database.tar` (PGlite's dump) and `data/` (the seeded DATA_DIR's files) */
    seededStore: string | null;
  }
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
  if (process.env.TEST_DATABASE_URL) {
    project.provide('seededStore', null);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'store-seeded-'));
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir);
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await seedDemo(database.db, loadConfig(testStoreEnv(dataDir)));
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite gave no dump');
    await writeFile(path.join(dir, 'database.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('seededStore', dir);
  return () => rm(dir, { recursive: true, force: true });
}
