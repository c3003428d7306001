/**
 * Restores a backup into an empty database and empty storage: the whole file is checked first, then the
 * files are written and read back, then every row goes in one transaction; any failure leaves the target
 * as empty as it was.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { extract } from 'tar';
import type { Database, DbOrTx } from '../db/client.ts';
import { migrationsFolder } from '../paths.ts';
import { createQueue, type QueueOptions } from '../plugins/queue.ts';
import type { FileArea, Storage } from '../plugins/storage.ts';
import {
  areaPrefix,
  BACKUP_FORMAT,
  insertableColumns,
  JOB_TABLE,
  MANIFEST,
  type Manifest,
  orderedTables,
  ownedSequences,
  pgbossVersion,
  quoteIdent,
  sha256File,
} from './backup-format.ts';

/** The restore would not start: the operator's message says why; nothing was written. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** Rows per INSERT (and at most this many bytes of JSON). */
const INSERT_ROWS = 1000;
const INSERT_BYTES = 4 * 1024 * 1024;

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/** Extracts the archive into `into` and checks it whole against its manifest; throws RestoreRefused if it is not. */
export async function readBackup(file: string, into: string): Promise<Manifest> {
  const odd: string[] = [];
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      // Regular files and folders only: a link in a backup would point outside the staging folder.
      filter: (entry, stat) => {
        const type = 'type' in stat ? stat.type : undefined;
        if (type === 'File' || type === 'Directory' || type === 'OldFile') return true;
        odd.push(entry);
        return false;
      },
    });
  } catch (err) {
    throw new RestoreRefused(`${file} is not a readable backup (${err instanceof Error ? err.message : err}); nothing was restored`);
  }
  if (odd.length)
    throw new RestoreRefused(`${file} holds entries that are not plain files (${odd.slice(0, 3).join(', ')}); nothing was restored`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, MANIFEST), 'utf8'));
  } catch {
    throw new RestoreRefused(`${file} has no readable ${MANIFEST}: it is not a store backup or it is damaged; nothing was restored`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(
      `${file} is backup format ${manifest.format}; this release reads format ${BACKUP_FORMAT}; nothing was restored`,
    );
  }
  const found = (await readdir(into, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(into, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => p !== MANIFEST);
  const expected = new Map(manifest.entries.map((e) => [e.path, e]));
  const missing = [...expected.keys()].filter((p) => !found.includes(p));
  const extra = found.filter((p) => !expected.has(p));
  if (missing.length || extra.length) {
    const what = [
      missing.length ? `${missing.length} entries missing (${missing.slice(0, 3).join(', ')})` : '',
      extra.length ? `${extra.length} not in its manifest (${extra.slice(0, 3).join(', ')})` : '',
    ].filter(Boolean);
    throw new RestoreRefused(`${file} is incomplete or damaged: ${what.join('; ')}; nothing was restored`);
  }
  for (const entry of manifest.entries) {
    if ((await sha256File(path.join(into, entry.path))) !== entry.sha256) {
      throw new RestoreRefused(`${file} is damaged: ${entry.path} does not match its checksum; nothing was restored`);
    }
  }
  return manifest;
}

/**
 * The migrations folder as the backup's release had it: its rows go into the tables they were read from,
 * and the later migrations then carry them forward like any upgrade. Throws if the backup is newer.
 */
async function migrationsAsOf(manifest: Manifest, scratch: string): Promise<string> {
  const journal: Journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const known = journal.entries.map((e) => `${e.tag}@${e.when}`);
  const theirs = manifest.migrations.map((m) => `${m.tag}@${m.when}`);
  if (theirs.some((m, i) => known[i] !== m)) {
    throw new RestoreRefused(
      `the backup was written by a newer or different release (migrations ${manifest.migrations.map((m) => m.tag).join(', ')}); restore it with that release; nothing was restored`,
    );
  }
  if (theirs.length === known.length) return migrationsFolder;
  const folder = path.join(scratch, 'migrations');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const kept = journal.entries.slice(0, theirs.length);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const e of kept) await cp(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

/** Names what the target already holds; empty when it holds nothing. */
async function targetContents(database: Database, storage: Storage): Promise<string[]> {
  const held: string[] = [];
  const { db } = database;
  for (const table of await orderedTables(db)) {
    const [row] = (await db.execute(sql.raw(`select exists (select 1 from ${quoteIdent(table)}) as found`))).rows as { found: boolean }[];
    if (row.found) held.push(`rows in ${table}`);
  }
  if ((await pgbossVersion(db)) !== null) {
    const [row] = (await db.execute(sql.raw(`select exists (select 1 from ${JOB_TABLE.schema}.${JOB_TABLE.name}) as found`))).rows as {
      found: boolean;
    }[];
    if (row.found) held.push('jobs in the queue');
  }
  for (const [name, area] of [
    ['private files', storage],
    ['media files', storage.media],
  ] as const) {
    for await (const key of area.list()) {
      held.push(`${name} (${key})`);
      break;
    }
  }
  return held;
}

async function* ndjsonBatches(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) yield batch;
}

/** Inserts one NDJSON file's rows into `schema.table` (identity values as written); answers how many. */
async function insertRows(tx: DbOrTx, schema: string, table: string, file: string, where = ''): Promise<number> {
  const columns = (await insertableColumns(tx, schema, table)).map(quoteIdent).join(', ');
  const target = `${quoteIdent(schema)}.${quoteIdent(table)}`;
  const head = sql.raw(
    `insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target}, `,
  );
  let count = 0;
  for await (const batch of ndjsonBatches(file)) {
    // The lines go as they are (never parsed here): numbers and texts reach the database exactly as written.
    try {
      await tx.execute(sql`${head}${`[${batch.join(',')}]`}::json)${sql.raw(where)}`);
    } catch (err) {
      // Drizzle's message quotes the whole statement (megabytes of rows); the database's own reason is enough.
      const reason = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
      throw new Error(`${schema}.${table}, rows ${count + 1}-${count + batch.length}: ${reason}`);
    }
    count += batch.length;
  }
  return count;
}

/** Every serial and identity sequence continues after its column's largest value. */
async function resetSequences(tx: DbOrTx, free: Manifest['sequences']) {
  for (const s of await ownedSequences(tx)) {
    await tx.execute(
      sql`select setval(${s.sequence}, coalesce((select max(${sql.raw(quoteIdent(s.column))}) from ${sql.raw(quoteIdent(s.table))}), 0) + 1, false)`,
    );
  }
  for (const s of free) await tx.execute(sql`select setval(${quoteIdent(s.name)}, ${s.value}, true)`);
}

async function insertJobs(tx: DbOrTx, staging: string, manifest: Manifest): Promise<number> {
  if (!manifest.jobs.rows) return 0;
  // A job of a queue this release no longer has would find no partition to go to; it is left out.
  return insertRows(
    tx,
    JOB_TABLE.schema,
    JOB_TABLE.name,
    path.join(staging, manifest.jobs.file),
    ` where name in (select name from ${JOB_TABLE.schema}.queue)`,
  );
}

/** Creates the queue's schema and queues (pg-boss's own migration), as the server's start would. */
async function prepareQueue(database: Database, options: QueueOptions) {
  const log = { error: (obj: unknown, msg?: string) => console.error(msg ?? 'job queue error', obj) } as unknown as FastifyBaseLogger;
  const queue = await createQueue(database, log, { ...options, workers: false });
  await queue.stop();
}

async function writeFiles(area: FileArea, staging: string, manifest: Manifest, prefix: string, written: (() => Promise<void>)[]) {
  for (const entry of manifest.entries.filter((e) => e.path.startsWith(prefix))) {
    const key = entry.path.slice(prefix.length);
    await area.put(key, await readFile(path.join(staging, entry.path)));
    written.push(() => area.remove(key));
    // Read back through the storage: what a request will be served is what the backup held.
    const back = createHash('sha256')
      .update(await area.get(key))
      .digest('hex');
    if (back !== entry.sha256) throw new Error(`${prefix}${key} reads back different from the backup`);
  }
}

export interface RestoreSummary {
  /** the restored database, still open (the caller closes it) */
  database: Database;
  tables: number;
  rows: number;
  jobs: number;
  /** jobs of queues this release does not have */
  jobsLeftOut: number;
  files: { private: number; media: number; bytes: number };
  migratedFrom: string | null;
  ms: number;
}

export interface RestoreOptions {
  file: string;
  storage: Storage;
  /** opens the target database with the given migrations folder (and applies them) */
  open(migrationsFolder: string): Promise<Database>;
  /** the queues' policies, as the server would create them (no job runs during the restore) */
  queue: QueueOptions;
  /** a folder for the unpacked backup (default: the system's temporary folder) */
  scratchDir?: string;
}

/**
 * Restores `file` into the target: RestoreRefused (nothing written) when the file is damaged or the target
 * holds anything; an Error after a failure midway, with what had been written taken away again.
 */
export async function restoreBackup({ file, storage, open, queue, scratchDir = tmpdir() }: RestoreOptions): Promise<RestoreSummary> {
  const started = Date.now();
  const scratch = await mkdtemp(path.join(scratchDir, 'store-restore-'));
  const staging = path.join(scratch, 'backup');
  await mkdir(staging);
  let database: Database | undefined;
  try {
    const manifest = await readBackup(file, staging);
    const folder = await migrationsAsOf(manifest, scratch);
    database = await open(folder);
    const held = await targetContents(database, storage);
    if (held.length) {
      throw new RestoreRefused(
        `the target is not empty (${held.slice(0, 4).join(', ')}${held.length > 4 ? ', …' : ''}): restore into a new DATA_DIR or a new database and an empty bucket; nothing was restored`,
      );
    }
    const current = folder === migrationsFolder;
    // The queue's tables exist before the rows' transaction so that the jobs go in with them.
    if (current) await prepareQueue(database, queue);

    const undo: (() => Promise<void>)[] = [];
    let rows = 0;
    let jobs = 0;
    try {
      await writeFiles(storage, staging, manifest, areaPrefix.private, undo);
      await writeFiles(storage.media, staging, manifest, areaPrefix.media, undo);
      await database.db.transaction(async (tx) => {
        const present = new Set(await orderedTables(tx));
        for (const table of manifest.tables) {
          if (!present.has(table.name)) throw new Error(`the backup's table ${table.name} does not exist in the target database`);
          const inserted = await insertRows(tx, 'public', table.name, path.join(staging, table.file));
          if (inserted !== table.rows) throw new Error(`${table.name}: ${inserted} rows read, the manifest says ${table.rows}`);
          rows += inserted;
        }
        await resetSequences(tx, manifest.sequences);
        if (current) jobs = await insertJobs(tx, staging, manifest);
      });
    } catch (err) {
      for (const remove of undo.reverse()) await remove().catch(() => {});
      throw err;
    }
    if (!current) {
      // The rows are in at the backup's release; the later migrations carry them forward now.
      await database.close();
      database = await open(migrationsFolder);
      await prepareQueue(database, queue);
      jobs = await database.db.transaction((tx) => insertJobs(tx, staging, manifest));
    }
    return {
      database,
      tables: manifest.tables.length,
      rows,
      jobs,
      jobsLeftOut: manifest.jobs.rows - jobs,
      files: manifest.files,
      migratedFrom: current ? null : (manifest.migrations.at(-1)?.tag ?? 'none'),
      ms: Date.now() - started,
    };
  } catch (err) {
    await database?.close();
    throw err;
  } finally {
    // A damaged archive stops tar while files it opened may still be landing: rm retries on ENOTEMPTY, so the
    // refusal is what the caller hears, not the clean-up's error (seen once in `npm test` on a loaded machine).
    await rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  }
}
