import {
  CSV_MAX_BYTES,
  csvDryRunResponse,
  csvImportQuery,
  csvJobParams,
  csvJobResponse,
  csvJobStarted,
  csvRejectedResponse,
  STORE_TIME_ZONE,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { readCsv } from './csv-format.ts';
import { ImportJobs } from './jobs.ts';
import { ApplyFailed, applyPlan, errorPage, exportCatalogue, type ImportPlan, planImport } from './service.ts';

/** The plan made inside the transaction found bad rows (the catalogue changed since the file was checked). */
class RejectedPlan extends Error {
  constructor(readonly plan: ImportPlan) {
    super('rejected');
  }
}

const ecuadorDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(d);

/**
 * The catalogue as a CSV file: export, dry run, and the real import (validated at once, applied in the
 * background in one transaction; the client polls its progress).
 */
const catalogCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const jobs = new ImportJobs();
  app.addHook('onClose', async () => jobs.drain());

  // The file travels as the raw body; this scope alone reads CSV bodies, up to CSV_MAX_BYTES.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/catalog/export.csv',
    { schema: { tags, security, response: { 200: z.string().describe('text/csv; charset=utf-8') } } },
    async (_request, reply) => {
      const file = await exportCatalogue(app.db);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogo-${ecuadorDate(new Date())}.csv"`)
        .header('cache-control', 'no-store')
        .send(file.toString('utf8'));
    },
  );

  app.post(
    '/catalog/import',
    {
      bodyLimit: CSV_MAX_BYTES,
      schema: {
        tags,
        security,
        querystring: csvImportQuery,
        response: { 200: csvDryRunResponse, 202: csvJobStarted, 400: csvRejectedResponse },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest(ADMIN_MSG.csvBodyExpected);
      const read = readCsv(request.body);
      if (request.query.dryRun) {
        const plan = await planImport(app.db, read);
        const msg = plan.errors.length ? ADMIN_MSG.csvDryRunErrors(plan.summary.errorRows) : ADMIN_MSG.csvDryRunOk;
        return reply.status(200).send({ ok: true as const, msg, dryRun: true as const, summary: plan.summary, ...errorPage(plan.errors) });
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
          keepSession();
          const summary = await app.db.transaction(async (tx) => {
            // Planned again inside the transaction: what it writes is checked against what it reads.
            const fresh = await planImport(tx, read);
            if (fresh.errors.length) throw new RejectedPlan(fresh);
            keepSession();
            await applyPlan(tx, fresh, (done) => {
              keepSession();
              progress(done);
            });
            return fresh.summary;
          });
          app.catalogCache.clear();
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
  );

  app.get(
    '/catalog/imports/:jobId',
    { schema: { tags, security, params: csvJobParams, response: { 200: csvJobResponse } } },
    async (request) => {
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
    },
  );
};
export default catalogCsvRoutes;
