/**
 * The 'catalog-import' job: whichever instance fetches it claims the import its row names, applies the stored
 * file in one transaction while renewing the row, and ends it; every instance also sends dead ones again.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyInstance } from 'fastify';
import { queueStockAlerts } from '../../alerts/index.ts';
import { recordChange } from '../history/index.ts';
import { ApplyFailed } from './apply-plan.ts';
import { readCsv } from './csv-format.ts';
import { importCatalogue, RejectedPlan } from './import-catalogue.ts';
import { importChange } from './import-history.ts';
import {
  claimImport,
  errorPage,
  finishImport,
  forgetOldImports,
  HEARTBEAT_MS,
  IMPORT_QUEUE,
  type ImportJobData,
  type ImportRow,
  LeaseLost,
  renewImport,
  resendStale,
  SWEEP_MS,
} from './import-jobs.ts';

/** How often progress is written to the row while rows are being applied (a poll elsewhere reads it). */
const PROGRESS_MS = 300;

interface Running {
  done: number;
  total: number;
}

/**
 * The imports this instance runs now. Their progress is answered from here: on PGlite every query waits
 * while the import's transaction runs, the poll's too, and this instance is then the only one.
 */
export class LocalImports {
  /** the imports being applied here, until their end is written */
  readonly running = new Map<string, Running>();
  /** the importer's session, kept in the auth cache so its polls answer on PGlite during the transaction */
  readonly keepers = new Map<string, string>();

  get busy() {
    return this.running.size > 0;
  }
}

/**
 * Runs the import of `row` (claimed by job `jobId`) to its end; never throws for what the file or the
 * catalogue caused. Throws LeaseLost when a newer job took the import meanwhile: this run's changes are
 * rolled back and the import, its row and its file are the newer job's.
 */
async function runImport(app: FastifyInstance, local: LocalImports, row: ImportRow, jobId: string): Promise<void> {
  const state = { done: 0, writing: false, writtenAt: 0 };
  const renew = () => {
    if (state.writing) return;
    state.writing = true;
    state.writtenAt = Date.now();
    renewImport(app.db, row.id, jobId, state.done)
      .catch((err) => app.log.warn({ err, importId: row.id }, 'renewing the catalogue import failed'))
      .finally(() => {
        state.writing = false;
      });
  };
  const heartbeat = setInterval(renew, HEARTBEAT_MS);
  const keepSession = () => {
    const tokenHash = local.keepers.get(row.id);
    const cached = tokenHash ? app.sessionCache.get(tokenHash) : undefined;
    if (tokenHash && cached) app.sessionCache.set(tokenHash, cached);
  };
  const entry: Running = { done: 0, total: row.total };
  local.running.set(row.id, entry);
  // Once its end is in the database, the polls read it there (any instance answers the same).
  const ended = () => local.running.delete(row.id);
  try {
    const read = await readCsv(await app.storage.get(row.fileKey));
    await importCatalogue(app.db, read, {
      onStep: keepSession,
      onProgress: (done) => {
        state.done = Math.min(done, row.total);
        entry.done = state.done;
        if (Date.now() - state.writtenAt >= PROGRESS_MS) renew();
      },
      // Done commits with the catalogue, and so does the look at the alerts: a restart never applies an
      // import twice, nor loses the alerts it made buyable. The import does not say which colours got stock
      // back: every open alert is looked at (they are few).
      // The import's history line is its own (the request's body is a file, not fields): who started it, what changed.
      onApplied: async (tx, plan) => {
        await finishImport(tx, row.id, jobId, { status: 'done', msg: ADMIN_MSG.csvImportDone, done: row.total, result: plan.summary });
        await queueStockAlerts(app.queue, tx, 'all');
        if (row.userId !== null) await recordChange(tx, row.userId, importChange(plan));
      },
    });
    // The one change that is not a request (a route's `invalidates`): the job says it itself, once committed.
    app.invalidate({ kind: 'catalog' });
    ended();
    app.queue.wakePending();
  } catch (error) {
    const failed: Parameters<typeof finishImport>[3] = { status: 'failed', msg: ADMIN_MSG.csvImportFailed, done: state.done };
    if (error instanceof RejectedPlan) {
      failed.msg = ADMIN_MSG.csvRejected(error.plan.summary.errorRows);
      failed.rowErrors = errorPage(error.plan.errors).rowErrors;
      failed.result = error.plan.summary;
    } else if (error instanceof LeaseLost) {
      app.log.error({ err: error, importId: row.id }, 'catalogue import taken over by a newer job: this run was rolled back');
      throw error;
    } else {
      // Everything was rolled back: say which lines the database refused, so they can be checked.
      if (error instanceof ApplyFailed) failed.msg = ADMIN_MSG.csvImportFailedAt(error.from, error.to);
      app.log.error({ err: error, importId: row.id }, 'catalogue import failed');
    }
    await finishImport(app.db, row.id, jobId, failed);
  } finally {
    ended();
    clearInterval(heartbeat);
  }
  await app.storage.remove(row.fileKey).catch((err) => app.log.warn({ err, key: row.fileKey }, 'removing an imported file failed'));
}

/** Works the import queue on this instance and looks for dead imports now and every SWEEP_MS. */
export async function startImportWorker(app: FastifyInstance, local: LocalImports): Promise<void> {
  await app.queue.work<ImportJobData>(IMPORT_QUEUE, {}, async (job) => {
    const row = await claimImport(app.db, job.data.importId, job.id);
    // Ended already, or replaced by a newer job: nothing to do.
    if (!row) return;
    // The queue's stop waits for this (up to its timeout): closing stops fetching first, then lets it end.
    try {
      await runImport(app, local, row, job.id);
    } finally {
      local.keepers.delete(row.id);
    }
  });
  if (!app.queue.runsJobs) return;

  let sweeping: Promise<void> = Promise.resolve();
  const sweep = async () => {
    const replaced = await resendStale(app.db, app.queue, [...local.running.keys()]);
    const resent = replaced.filter((r) => r.outcome === 'resent').map((r) => r.importId);
    const stopped = replaced.filter((r) => r.outcome === 'stopped');
    if (resent.length) {
      app.queue.wakePending();
      app.log.warn({ imports: resent }, 'catalogue imports left by a stopped instance were queued again');
    }
    if (stopped.length) {
      app.log.error({ imports: stopped.map((r) => r.importId) }, 'catalogue imports interrupted too often were stopped');
      for (const { fileKey } of stopped) {
        await app.storage.remove(fileKey).catch((err) => app.log.warn({ err, key: fileKey }, 'removing an imported file failed'));
      }
    }
    if (replaced.length) {
      // The old jobs stay 'active' until they expire otherwise; they are marked failed for what they are.
      await app.queue.boss.fail(
        IMPORT_QUEUE,
        replaced.map((r) => r.oldJobId),
      );
    }
    await forgetOldImports(app.db);
  };
  const runSweep = () => {
    sweeping = sweeping.then(sweep).catch((err) => app.log.error({ err }, 'looking for stopped catalogue imports failed'));
  };
  const timer = setInterval(runSweep, SWEEP_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    runSweep();
    await sweeping;
  });
  // Runs before app.ts's queue stop (close hooks run in reverse order): it only ends the sweeps, a few
  // queries. The running import is the queue's: its stop stops fetching, then waits for it up to its timeout.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
