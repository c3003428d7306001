/**
 * The catalogue as a CSV file: the export, the dry run, and the real import (validated at once, applied in the
 * background in one transaction while the client polls its progress). The file's format: contracts' admin-csv.ts.
 */
import { CSV_MAX_BYTES, type CsvRowError } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { storeDayOf } from '@store/contracts/store-time';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { route } from '../../../lib/route.ts';
import { fireStockAlerts } from '../../alerts/fire-stock-alerts.ts';
import { ApplyFailed } from './apply-plan.ts';
import { readCsv } from './csv-format.ts';
import { exportCatalogue } from './export-catalogue.ts';
import { importCatalogue, RejectedPlan } from './import-catalogue.ts';
import { ImportJobs } from './jobs.ts';
import { planImport } from './plan-import.ts';

const { csv } = adminEndpoints;

/** The error list a response carries: the first `max` errors, and whether there were more. */
const errorPage = (errors: CsvRowError[], max = 1000) => ({ rowErrors: errors.slice(0, max), truncated: errors.length > max });

const catalogCsvRoutes: FastifyPluginAsync = async (app) => {
  const jobs = new ImportJobs();
  app.addHook('onClose', async () => jobs.drain());

  // The file travels as the raw body; this scope alone reads CSV bodies, up to CSV_MAX_BYTES.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  route(app, csv.export, async (_request, reply) => {
    const file = await exportCatalogue(app.db);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogo-${storeDayOf(new Date())}.csv"`)
      .header('cache-control', 'no-store')
      .send(file.toString('utf8'));
  });

  route(
    app,
    csv.import,
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest(ADMIN_MSG.csvBodyExpected);
      const read = readCsv(request.body);
      if (request.query.dryRun) {
        const plan = await planImport(app.db, read);
        const msg = plan.errors.length ? ADMIN_MSG.csvDryRunErrors(plan.summary.errorRows) : ADMIN_MSG.csvDryRunOk;
        return { ok: true as const, msg, dryRun: true as const, summary: plan.summary, ...errorPage(plan.errors) };
      }
      if (jobs.busy) throw new AppError('conflict', ADMIN_MSG.csvImportBusy);
      const plan = await planImport(app.db, read);
      if (plan.errors.length) {
        return reply.status(400).send({
          ok: false as const,
          msg: ADMIN_MSG.csvRejected(plan.summary.errorRows),
          summary: plan.summary,
          ...errorPage(plan.errors),
        });
      }
      if (jobs.busy) throw new AppError('conflict', ADMIN_MSG.csvImportBusy);
      // With PGlite every query waits while the import's transaction runs, the session check of a poll too:
      // keeping the importer's session in the auth cache lets its polls answer during the import.
      // (A revoked session is gone from the cache and is not brought back.)
      const tokenHash = request.user?.tokenHash;
      const keepSession = () => {
        const cached = tokenHash ? app.sessionCache.get(tokenHash) : undefined;
        if (tokenHash && cached) app.sessionCache.set(tokenHash, cached);
      };
      const job = jobs.start(
        plan.rows,
        { running: ADMIN_MSG.csvImportStarted, done: ADMIN_MSG.csvImportDone, failed: ADMIN_MSG.csvImportFailed },
        async (progress) => {
          const summary = await importCatalogue(app.db, app.catalogCache, read, { onProgress: progress, onStep: keepSession });
          // The import does not say which colours got stock back: every open alert is looked at (they are few).
          await fireStockAlerts({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl }, 'all');
          return summary;
        },
        (error, failed) => {
          if (error instanceof RejectedPlan) {
            failed.msg = ADMIN_MSG.csvRejected(error.plan.summary.errorRows);
            failed.rowErrors = errorPage(error.plan.errors).rowErrors;
            failed.result = error.plan.summary;
          } else {
            // Everything was rolled back: say which lines the database refused, so they can be checked.
            if (error instanceof ApplyFailed) failed.msg = ADMIN_MSG.csvImportFailedAt(error.from, error.to);
            app.log.error({ err: error }, 'catalogue import failed');
          }
        },
      );
      return reply.status(202).send({ ok: true as const, msg: ADMIN_MSG.csvImportStarted, jobId: job.id, total: job.total });
    },
    // A body of any other type is read up to the same size, to be refused as no CSV.
    { bodyLimit: CSV_MAX_BYTES },
  );

  route(app, csv.job, async (request) => {
    const job = jobs.get(request.params.jobId);
    if (!job) throw notFound(ADMIN_MSG.csvJobNotFound);
    return {
      ok: true as const,
      status: job.status,
      done: job.done,
      total: job.total,
      msg: job.msg,
      ...(job.result ? { result: job.result } : {}),
      ...(job.rowErrors ? { rowErrors: job.rowErrors } : {}),
    };
  });
};
export default catalogCsvRoutes;
