/**
 * The real imports as rows of catalog_imports (decision 025): written with their queue job, read by any
 * instance's poll, renewed by the instance running one, and sent to the queue again when that instance died.
 */
import { randomUUID } from 'node:crypto';
import type { CsvImportSummary, CsvJobResponse, CsvJobStatus, CsvRowError } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catalogImports } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';
import type { Queue } from '../../../plugins/queue.ts';
import type { FileArea } from '../../../plugins/storage.ts';

export const IMPORT_QUEUE = 'catalog-import';
export interface ImportJobData {
  importId: string;
}
export type ImportRow = typeof catalogImports.$inferSelect;

/** An import its instance has not renewed for this long is taken for dead and sent to the queue again. */
export const LEASE_SECONDS = 30;
/** How often the instance running an import renews it (and writes its progress at the latest). */
export const HEARTBEAT_MS = 5_000;
/** How often each instance looks for imports whose instance died. */
export const SWEEP_MS = 15_000;
/** An import claimed this many times whose instance died each time stops here (its file may be what kills it). */
export const MAX_ATTEMPTS = 3;
/** How long a finished import stays readable. */
const KEEP_DAYS = 7;

/** Another import is running (on this or another instance). */
export class ImportBusy extends Error {
  constructor() {
    super('another catalogue import is running');
  }
}

/**
 * The import is no longer this job's: its lease lapsed and another instance's sweep sent it again under a
 * new job. Thrown inside the import's transaction, it rolls the catalogue back (the new job applies it).
 */
export class LeaseLost extends Error {
  constructor(importId: string, jobId: string) {
    super(`catalogue import ${importId} was taken from job ${jobId} by a newer job`);
  }
}

/** The error list a response carries: the first `max` errors, and whether there were more. */
export const errorPage = (errors: CsvRowError[], max = 1000) => ({ rowErrors: errors.slice(0, max), truncated: errors.length > max });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const running = eq(catalogImports.status, 'running');
const ofJob = (importId: string, jobId: string) => and(eq(catalogImports.id, importId), eq(catalogImports.jobId, jobId), running);

export async function anyRunning(db: Db): Promise<boolean> {
  return (await db.select({ id: catalogImports.id }).from(catalogImports).where(running).limit(1)).length > 0;
}

/**
 * Keeps the file where every instance reads it, then writes the import and its job in one transaction. The
 * unique index on the running import refuses a second one, whichever instance accepted it.
 */
export async function startImport(
  deps: { db: Db; queue: Queue; files: FileArea },
  input: { file: Buffer; total: number; msg: string; userId?: number },
): Promise<string> {
  const id = randomUUID();
  const fileKey = `imports/${id}.csv`;
  await deps.files.put(fileKey, input.file, 'text/csv');
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(catalogImports).values({ id, jobId: id, fileKey, total: input.total, msg: input.msg, userId: input.userId });
      await deps.queue.send(IMPORT_QUEUE, { importId: id } satisfies ImportJobData, { tx, id });
    });
  } catch (err) {
    await deps.files.remove(fileKey).catch(() => {});
    throw isUniqueViolation(err) ? new ImportBusy() : err;
  }
  return id;
}

/** The import as a poll reads it; undefined for an id that is none (or an import already forgotten). */
export async function readImport(db: Db, id: string): Promise<ImportRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(catalogImports).where(eq(catalogImports.id, id));
  return row;
}

export function asJobResponse(job: {
  status: CsvJobStatus;
  done: number;
  total: number;
  msg: string;
  result?: CsvImportSummary | null;
  rowErrors?: CsvRowError[] | null;
}): CsvJobResponse {
  return {
    ok: true,
    status: job.status,
    done: job.done,
    total: job.total,
    msg: job.msg,
    ...(job.result ? { result: job.result } : {}),
    ...(job.rowErrors ? { rowErrors: job.rowErrors } : {}),
  };
}

/**
 * Takes the import for the queue job `jobId`: only the job its row names runs it, and only while it runs
 * (a job sent again after a restart makes the earlier one's claim, or a duplicate's, find nothing).
 */
export async function claimImport(db: Db, importId: string, jobId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(catalogImports)
    .set({ heartbeatAt: sql`now()`, attempts: sql`${catalogImports.attempts} + 1`, done: 0 })
    .where(ofJob(importId, jobId))
    .returning();
  return row;
}

/** The running instance's sign of life, with the rows applied so far. */
export async function renewImport(db: Db, importId: string, jobId: string, done: number): Promise<void> {
  await db.update(catalogImports).set({ heartbeatAt: sql`now()`, done }).where(ofJob(importId, jobId));
}

/**
 * Ends the import: inside the import's transaction when it is done, after its rollback when it failed.
 * Throws LeaseLost when the row is no longer this job's, so that transaction does not commit.
 */
export async function finishImport(
  db: DbOrTx,
  importId: string,
  jobId: string,
  end: { status: Exclude<CsvJobStatus, 'running'>; msg: string; done: number; result?: CsvImportSummary; rowErrors?: CsvRowError[] },
): Promise<void> {
  const ended = await db
    .update(catalogImports)
    .set({ ...end, finishedAt: sql`now()` })
    .where(ofJob(importId, jobId))
    .returning({ id: catalogImports.id });
  if (!ended.length) throw new LeaseLost(importId, jobId);
}

/** What a sweep did with an import whose instance stopped renewing it. */
export interface StaleImport {
  importId: string;
  /** the job that no longer runs it (marked failed by the sweep) */
  oldJobId: string;
  fileKey: string;
  /** sent again under a new job, or given up after MAX_ATTEMPTS claims (its file is then removed) */
  outcome: 'resent' | 'stopped';
}

/**
 * Sends to the queue again each running import that nobody renewed for LEASE_SECONDS (its instance died,
 * or its job was lost), except the ones this instance runs. Each gets a new job id, so only the new job
 * may claim it. One already claimed MAX_ATTEMPTS times is ended as failed instead: a file that crashes its
 * process each time would otherwise be retried forever. Answers the jobs replaced, for the queue to mark failed.
 */
export async function resendStale(db: Db, queue: Queue, runningHere: readonly string[]): Promise<StaleImport[]> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({
        importId: catalogImports.id,
        oldJobId: catalogImports.jobId,
        fileKey: catalogImports.fileKey,
        attempts: catalogImports.attempts,
      })
      .from(catalogImports)
      .where(
        and(
          running,
          lt(
            sql`coalesce(${catalogImports.heartbeatAt}, ${catalogImports.queuedAt})`,
            sql`now() - make_interval(secs => ${LEASE_SECONDS})`,
          ),
          runningHere.length ? notInArray(catalogImports.id, [...runningHere]) : undefined,
        ),
      )
      .for('update', { skipLocked: true });
    const swept: StaleImport[] = [];
    for (const { importId, oldJobId, fileKey, attempts } of stale) {
      if (attempts >= MAX_ATTEMPTS) {
        await tx
          .update(catalogImports)
          .set({ status: 'failed', msg: ADMIN_MSG.csvImportInterrupted(attempts), finishedAt: sql`now()` })
          .where(eq(catalogImports.id, importId));
        swept.push({ importId, oldJobId, fileKey, outcome: 'stopped' });
        continue;
      }
      const jobId = randomUUID();
      await tx.update(catalogImports).set({ jobId, heartbeatAt: null, queuedAt: sql`now()` }).where(eq(catalogImports.id, importId));
      await queue.send(IMPORT_QUEUE, { importId } satisfies ImportJobData, { tx, id: jobId });
      swept.push({ importId, oldJobId, fileKey, outcome: 'resent' });
    }
    return swept;
  });
}

/** Forgets the imports that ended more than KEEP_DAYS ago. */
export async function forgetOldImports(db: Db): Promise<void> {
  await db
    .delete(catalogImports)
    .where(and(ne(catalogImports.status, 'running'), lt(catalogImports.finishedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`)));
}
