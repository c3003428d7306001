/**
 * `npm run backup [-- --out FILE]`: the store named by the environment (DATABASE_URL or DATA_DIR/pglite,
 * S3_BUCKET or DATA_DIR's folders) into one .tar.gz. Decision 025, Backup and restore.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { openStorage } from '../plugins/open-storage.ts';
import { writeBackup } from './backup.ts';

const USAGE = `Usage: npm run backup [-- --out FILE]
  --out FILE   where to write the backup (default: ./store-backup-<date>.tar.gz)
The store is the one the server would open: DATABASE_URL or PGlite in DATA_DIR, the bucket (S3_BUCKET) or DATA_DIR.
With PGlite the server must be stopped (one process per data folder); with PostgreSQL it may keep running.`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  loadDotEnv();
  const config = loadConfig();
  // PGlite is one process's files: the running server would have to stop. PostgreSQL is read in one
  // REPEATABLE READ snapshot beside the running instances.
  if (!config.databaseUrl && !existsSync(config.pgliteDir))
    throw new Error(`there is no store in ${config.pgliteDir} (DATA_DIR ${config.dataDir})`);
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir, 'backup');
  const out = path.resolve(values.out ?? `store-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
  try {
    const storage = await openStorage(config);
    const started = Date.now();
    const { file, bytes, manifest } = await writeBackup({ database, storage, out });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      [
        `Backup written to ${file} (${(bytes / 1048576).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  database: ${manifest.database}, migrations up to ${manifest.migrations.at(-1)?.tag ?? 'none'}`,
        `  ${manifest.tables.length} tables, ${rows} rows; ${manifest.jobs.rows} pending or failed jobs`,
        `  files (${manifest.storage}): ${manifest.files.private} private, ${manifest.files.media} media, ${(manifest.files.bytes / 1048576).toFixed(1)} MB`,
      ].join('\n'),
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((err: unknown) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
});
