/**
 * Writes a backup: one .tar.gz with a manifest, every public table as NDJSON (one row_to_json per line,
 * read from one consistent snapshot), the queue's pending jobs and every file of both storage areas.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import type { Database, DbOrTx } from '../db/client.ts';
import { migrationsFolder } from '../paths.ts';
import type { FileArea, Storage } from '../plugins/storage.ts';
import {
  appliedMigrations,
  areaPrefix,
  BACKUP_FORMAT,
  freeSequences,
  JOB_TABLE,
  JOBS_FILE,
  MANIFEST,
  type Manifest,
  type ManifestEntry,
  orderedTables,
  pgbossVersion,
  primaryKey,
  quoteIdent,
  tableFile,
} from './backup-format.ts';

/** Rows fetched per round trip from the cursor. */
const FETCH_ROWS = 2000;

/** A file being written into the staging folder, hashed as it goes. */
class StagedFile {
  readonly #hash = createHash('sha256');
  readonly #stream;
  #bytes = 0;
  #failed: Error | undefined;
  private constructor(
    readonly entry: string,
    stream: WriteStream,
  ) {
    this.#stream = stream;
    stream.on('error', (err) => {
      this.#failed = err;
    });
  }
  static async open(root: string, entry: string) {
    const full = path.join(root, entry);
    await mkdir(path.dirname(full), { recursive: true });
    const stream = createWriteStream(full);
    await once(stream, 'open');
    return new StagedFile(entry, stream);
  }
  async write(data: string | Buffer) {
    if (this.#failed) throw this.#failed;
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    this.#hash.update(chunk);
    this.#bytes += chunk.length;
    if (!this.#stream.write(chunk)) await once(this.#stream, 'drain');
  }
  async close(): Promise<ManifestEntry> {
    this.#stream.end();
    await once(this.#stream, 'finish');
    if (this.#failed) throw this.#failed;
    return { path: this.entry, bytes: this.#bytes, sha256: this.#hash.digest('hex') };
  }
}

/**
 * Every row of one query's result as its JSON text, through a cursor (a large table never sits in memory
 * whole). `select` must answer one text column `r`.
 */
export async function* cursorRows(tx: DbOrTx, select: string): AsyncGenerator<string[]> {
  await tx.execute(sql.raw(`declare store_backup no scroll cursor for ${select}`));
  for (;;) {
    const { rows } = (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from store_backup`))) as unknown as { rows: { r: string }[] };
    if (!rows.length) break;
    yield rows.map((row) => row.r);
  }
  await tx.execute(sql.raw('close store_backup'));
}

/** One table's rows as row_to_json text, in primary-key order (the whole row's text when it has no key). */
export async function tableSelect(tx: DbOrTx, table: string): Promise<string> {
  const key = await primaryKey(tx, 'public', table);
  const order = key.length ? key.map((c) => `t.${quoteIdent(c)}`).join(', ') : 'row_to_json(t)::text';
  return `select row_to_json(t)::text as r from ${quoteIdent(table)} t order by ${order}`;
}

/**
 * The jobs worth keeping: waiting, being retried, failed (the staff reads those) and running. A running
 * job's outcome is not in the snapshot, so it comes back as one to retry, as pg-boss itself does when a
 * worker dies: the queue promises at least once. Finished and cancelled jobs and the archive stay behind.
 */
const JOBS_SELECT = `select (to_jsonb(t) || case when t.state = 'active'
    then jsonb_build_object('state', 'retry', 'started_on', null) else '{}'::jsonb end)::text as r
  from ${JOB_TABLE.schema}.${JOB_TABLE.name} t where t.state in ('created', 'retry', 'active', 'failed') order by t.id`;

async function writeRows(tx: DbOrTx, staged: StagedFile, select: string) {
  let count = 0;
  for await (const batch of cursorRows(tx, select)) {
    await staged.write(`${batch.join('\n')}\n`);
    count += batch.length;
  }
  return { rows: count, entry: await staged.close() };
}

async function readJournal(): Promise<{ tag: string; when: number }[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return journal.entries.map((e: { tag: string; when: number }) => ({ tag: e.tag, when: e.when }));
}

/** The database part, read in one transaction: REPEATABLE READ on PostgreSQL, so a running store's backup is one moment. */
async function writeDatabase(database: Database, staging: string) {
  const journal = await readJournal();
  return database.db.transaction(
    async (tx) => {
      // Times come out in UTC with their offset, the same text whatever the server's time zone.
      await tx.execute(sql`set local time zone 'UTC'`);
      const entries: ManifestEntry[] = [];
      const tables: Manifest['tables'] = [];
      const names = await orderedTables(tx);
      for (const [i, name] of names.entries()) {
        const file = tableFile(i, name);
        const { rows, entry } = await writeRows(tx, await StagedFile.open(staging, file), await tableSelect(tx, name));
        tables.push({ name, rows, file });
        entries.push(entry);
      }
      const version = await pgbossVersion(tx);
      const jobs =
        version === null
          ? { rows: 0, entry: await (await StagedFile.open(staging, JOBS_FILE)).close() }
          : await writeRows(tx, await StagedFile.open(staging, JOBS_FILE), JOBS_SELECT);
      entries.push(jobs.entry);
      return {
        tables,
        entries,
        jobs: { rows: jobs.rows, file: JOBS_FILE, pgbossVersion: version },
        sequences: await freeSequences(tx),
        migrations: await appliedMigrations(tx, journal),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function writeArea(area: FileArea, staging: string, prefix: string) {
  const entries: ManifestEntry[] = [];
  for await (const key of area.list()) {
    const staged = await StagedFile.open(staging, `${prefix}${key}`);
    await staged.write(await area.get(key));
    entries.push(await staged.close());
  }
  return entries;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * Writes the backup to `out` (through `out.partial`, renamed at the end: a failed backup never leaves a
 * file that looks whole). The database is read before the files are listed, so every file a row names was
 * there when the rows were read (files are written before the rows that name them and never changed).
 */
export async function writeBackup({
  database,
  storage,
  out,
}: {
  database: Database;
  storage: Storage;
  out: string;
}): Promise<BackupResult> {
  const file = path.resolve(out);
  // Beside the output, not in /tmp: a large store's files may not fit there.
  const staging = await mkdtemp(path.join(path.dirname(file), '.store-backup-'));
  const partial = `${file}.partial`;
  try {
    const data = await writeDatabase(database, staging);
    const privateFiles = await writeArea(storage, staging, areaPrefix.private);
    const mediaFiles = await writeArea(storage.media, staging, areaPrefix.media);
    const fileEntries = [...privateFiles, ...mediaFiles];
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: database.kind,
      storage: storage.kind,
      migrations: data.migrations,
      tables: data.tables,
      jobs: data.jobs,
      sequences: data.sequences,
      files: { private: privateFiles.length, media: mediaFiles.length, bytes: fileEntries.reduce((sum, e) => sum + e.bytes, 0) },
      entries: [...data.entries, ...fileEntries],
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first: a reader learns what to expect before the rest.
    const top = [MANIFEST, 'db', 'jobs', ...(fileEntries.length ? ['files'] : [])];
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, top);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
