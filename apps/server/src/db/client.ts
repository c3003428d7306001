import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGLITE_SHARED_BUFFERS_MB } from '../config.ts';
import { migrationsFolder } from '../paths.ts';
import { prepareStatements } from './prepared-statements.ts';
import * as schema from './schema.ts';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with $1… parameters (several statements when there are none), for libraries that bring their own (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /**
   * Runs `work` while no other instance runs its own (PostgreSQL: a session advisory lock): two instances
   * starting on one empty database must not both seed it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `pgliteFrom` (the tests' seeded store) */
  dump?(): Promise<Blob>;
}

/** The advisory lock key instances take to migrate and seed one after the other (any fixed number). */
const STARTUP_LOCK = 7_240_513;

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used */
  url?: string;
  /** PGlite data directory; 'memory://' keeps it in memory */
  pgliteDir?: string;
  poolSize?: number;
  /** told when the server ends an idle PostgreSQL connection */
  onIdleError?: (err: Error) => void;
  /** the committed migrations unless told otherwise (a test opens a database as an older release left it) */
  migrationsFolder?: string;
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB unless told otherwise) */
  pgliteSharedBuffersMb?: number;
  /** PGlite: start from this `dump()` of a migrated database instead of an empty one */
  pgliteFrom?: Blob;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    // int8 (count(*), sums) as JS numbers: our counts and cents stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    // Loaded only when used, as the embedded engine below is.
    const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a failover, a dropped database) is an 'error' on the
    // pool; unheard it would stop the process. The pool has already let that connection go and the next
    // query opens a new one, so it is only reported.
    pool.on('error', (err) => opts.onIdleError?.(err));
    pool.on('connect', prepareStatements);
    const db = drizzleNodePg(pool, { schema });
    const exclusive = async <T>(work: () => Promise<T>) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        holder.release();
      }
    };
    await exclusive(() => migrateNodePg(db, { migrationsFolder: opts.migrationsFolder ?? migrationsFolder }));
    return {
      exclusive,
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  // Loaded only when used: a PostgreSQL deployment never carries the embedded engine.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(opts.pgliteDir ?? 'memory://', {
    // PGlite's own start parameters, and a smaller page cache than PostgreSQL's default (see above).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.pgliteSharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB}MB`],
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number(v) },
    ...(opts.pgliteFrom ? { loadDataDir: opts.pgliteFrom } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: opts.migrationsFolder ?? migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusive: (work) => work(),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // PGlite's query() takes one statement; exec() takes several and answers each one's result.
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
