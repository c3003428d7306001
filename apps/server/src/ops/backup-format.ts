/**
 * The backup file's layout and the database catalogue both directions read: which tables exist, in which
 * order their rows go back (foreign keys first), their keys and sequences. Decision 025, Backup and restore.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** Bumped when the layout changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;
export const MANIFEST = 'manifest.json';
/** The job queue's own table (pg-boss); its rows are kept apart from the store's tables. */
export const JOB_TABLE = { schema: 'pgboss', name: 'job' } as const;

export interface ManifestEntry {
  /** path inside the archive */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  /** the database the store ran on when the backup was written */
  database: 'pglite' | 'postgres';
  storage: 'disk' | 's3';
  /** the migrations applied to it, oldest first (drizzle's journal tags) */
  migrations: { tag: string; when: number }[];
  /** every table of the public schema, in an order that respects foreign keys */
  tables: { name: string; rows: number; file: string }[];
  /** the queue's waiting, retrying, running and failed jobs (pg-boss) */
  jobs: { rows: number; file: string; pgbossVersion: number | null };
  /** sequences no column owns, with their value (the owned ones follow max(id)) */
  sequences: { name: string; value: number }[];
  files: { private: number; media: number; bytes: number };
  /** every other entry of the archive with its size and checksum */
  entries: ManifestEntry[];
}

export const tableFile = (index: number, name: string) => `db/${String(index).padStart(3, '0')}-${name}.ndjson`;
export const JOBS_FILE = 'jobs/pgboss-job.ndjson';
export const areaPrefix = { private: 'files/private/', media: 'files/media/' } as const;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/**
 * The public schema's tables (partitions aside) ordered so that every table comes after those its foreign
 * keys point at; a table pointing at itself is written in primary-key order, one statement per batch.
 */
export async function orderedTables(db: DbOrTx): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    )
  ).map((t) => t.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (!ready.length) {
      const left = tables.filter((t) => !placed.has(t));
      throw new Error(`the foreign keys between ${left.join(', ')} form a cycle; the backup cannot order their rows`);
    }
    for (const t of ready) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
}

/** The columns a row is written back with (generated columns are computed again). */
export async function insertableColumns(db: DbOrTx, schema: string, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = ${schema} and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return found.map((c) => c.name);
}

/** The primary key's columns in key order (empty when the table has none). */
export async function primaryKey(db: DbOrTx, schema: string, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`${quoteIdent(schema)}.${quoteIdent(table)}`}::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`,
  );
  return found.map((c) => c.name);
}

/** Every column default drawn from a sequence (serial and identity columns alike). */
export async function ownedSequences(db: DbOrTx): Promise<{ table: string; column: string; sequence: string }[]> {
  return rows(
    db,
    sql`select table_name as "table", column_name as "column", seq as sequence from (
          select table_name, column_name, pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as seq
          from information_schema.columns where table_schema = 'public') s
        where seq is not null order by 1, 2`,
  );
}

/** The public schema's sequences that no column owns, with their current value (none yet: left out). */
export async function freeSequences(db: DbOrTx): Promise<{ name: string; value: number }[]> {
  const found = await rows<{ name: string; value: number | string }>(
    db,
    sql`select s.relname as name, ps.last_value as value from pg_class s
        join pg_namespace n on n.oid = s.relnamespace
        join pg_sequences ps on ps.schemaname = n.nspname and ps.sequencename = s.relname
        where s.relkind = 'S' and n.nspname = 'public' and ps.last_value is not null
          and not exists (select 1 from pg_depend d where d.objid = s.oid and d.deptype in ('a', 'i'))
        order by 1`,
  );
  return found.map((s) => ({ name: s.name, value: Number(s.value) }));
}

/** The migrations the database says it has, named by drizzle's journal (oldest first). */
export async function appliedMigrations(db: DbOrTx, journal: { tag: string; when: number }[]): Promise<{ tag: string; when: number }[]> {
  const found = await rows<{ created_at: number | string }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return found.map((m) => {
    const when = Number(m.created_at);
    return { tag: journal.find((j) => j.when === when)?.tag ?? `unknown-${when}`, when };
  });
}

/** The installed job queue's schema version (null: no queue schema in this database). */
export async function pgbossVersion(db: DbOrTx): Promise<number | null> {
  // Asked first rather than caught: inside a transaction a failed statement ends it on PostgreSQL.
  const [exists] = await rows<{ found: boolean }>(db, sql`select to_regclass('pgboss.version') is not null as found`);
  if (!exists.found) return null;
  const found = await rows<{ version: number }>(db, sql`select version from pgboss.version`);
  return found.length ? Number(found[0].version) : null;
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}
