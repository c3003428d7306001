/**
 * `npm run restore FILE`: a backup into the empty store named by the environment (a new DATA_DIR or
 * database, an empty bucket). Refuses, changing nothing, when the target holds anything. Decision 025.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { openStorage } from '../plugins/open-storage.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

const USAGE = `Usage: npm run restore FILE
Restores FILE (written by npm run backup) into the store the server would open: DATABASE_URL or PGlite in
DATA_DIR, the bucket (S3_BUCKET) or DATA_DIR. The database, the folders and the bucket must be empty.`;

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const file = path.resolve(positionals[0]);
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist; nothing was restored`);
  loadDotEnv();
  const config = loadConfig();
  // No server may run on the folder meanwhile (its files and, with PGlite, its database are written here).
  const lock = await lockDataDir(config.dataDir, 'restore');
  // A PGlite folder the restore creates and then cannot fill is taken away again: the folder stays as found.
  const createdPglite = !config.databaseUrl && !existsSync(config.pgliteDir);
  try {
    const storage = await openStorage(config);
    const summary = await restoreBackup({
      file,
      storage,
      open: (migrationsFolder) => openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2, migrationsFolder }),
      queue: { workers: false, mailRetry: config.mailRetry },
    });
    await summary.database.close();
    console.log(
      [
        `Restored ${file} in ${(summary.ms / 1000).toFixed(1)} s into ${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`}`,
        `  ${summary.tables} tables, ${summary.rows} rows (counts checked), sequences moved past the restored ids`,
        `  ${summary.jobs} pending or failed jobs${summary.jobsLeftOut ? ` (${summary.jobsLeftOut} of queues this release does not have left out)` : ''}`,
        `  files (${storage.kind}): ${summary.files.private} private, ${summary.files.media} media, checksums checked`,
        summary.migratedFrom ? `  migrated forward from ${summary.migratedFrom}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } catch (err) {
    if (createdPglite) await rm(config.pgliteDir, { recursive: true, force: true });
    throw err;
  } finally {
    lock.release();
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof RestoreRefused ? `Restore refused: ${err.message}` : `Restore failed: ${err instanceof Error ? err.message : err}`,
  );
  process.exitCode = 1;
});
