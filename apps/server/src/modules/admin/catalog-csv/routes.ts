/**
 * The catalogue as a CSV file: the export, the dry run, and the real import (validated at once, then applied by
 * the 'catalog-import' job on any instance while the client polls any instance). The format: contracts' admin-csv.ts.
 */
import { CSV_MAX_BYTES } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { storeDayOf } from '@store/contracts/store-time';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { route } from '../../../lib/route.ts';
import { readCsv } from './csv-format.ts';
import { exportCatalogue } from './export-catalogue.ts';
import { anyRunning, asJobResponse, errorPage, ImportBusy, readImport, startImport } from './import-jobs.ts';
import { LocalImports, startImportWorker } from './import-worker.ts';
import { planImport } from './plan-import.ts';

const { csv } = adminEndpoints;

const catalogCsvRoutes: FastifyPluginAsync = async (app) => {
  const local = new LocalImports();
  await startImportWorker(app, local);

  // The file travels as the raw body; this scope alone reads CSV bodies, up to CSV_MAX_BYTES.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  route(app, csv.export, async (_request, reply) => {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogo-${storeDayOf(new Date())}.csv"`)
      .header('cache-control', 'no-store')
      .send(await exportCatalogue(app.db));
  });

  route(
    app,
    csv.import,
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest(ADMIN_MSG.csvBodyExpected);
      const read = await readCsv(request.body);
      if (request.query.dryRun) {
        const plan = await planImport(app.db, read);
        const msg = plan.errors.length ? ADMIN_MSG.csvDryRunErrors(plan.summary.errorRows) : ADMIN_MSG.csvDryRunOk;
        return { msg, dryRun: true as const, summary: plan.summary, ...errorPage(plan.errors) };
      }
      // This instance's import answers without the database (on PGlite it waits for the import's transaction).
      const busy = () => new AppError('conflict', ADMIN_MSG.csvImportBusy);
      if (local.busy || (await anyRunning(app.db))) throw busy();
      const plan = await planImport(app.db, read);
      if (plan.errors.length) {
        return reply.status(400).send({
          ok: false as const,
          msg: ADMIN_MSG.csvRejected(plan.summary.errorRows),
          summary: plan.summary,
          ...errorPage(plan.errors),
        });
      }
      let jobId: string;
      try {
        jobId = await startImport(
          { db: app.db, queue: app.queue, files: app.storage },
          { file: request.body, total: plan.rows, msg: ADMIN_MSG.csvImportStarted, userId: request.user?.id },
        );
      } catch (err) {
        throw err instanceof ImportBusy ? busy() : err;
      }
      // With PGlite every query waits while the import's transaction runs, the session check of a poll too:
      // keeping the importer's session in the auth cache lets its polls answer during the import.
      // (A revoked session is gone from the cache and is not brought back.)
      if (request.user?.tokenHash) local.keepers.set(jobId, request.user.tokenHash);
      return reply.status(202).send({ ok: true, msg: ADMIN_MSG.csvImportStarted, jobId, total: plan.rows });
    },
    // A body of any other type is read up to the same size, to be refused as no CSV. The dry run writes no history;
    // the import writes its own line when it commits (import-worker.ts), never the file's bytes.
    { bodyLimit: CSV_MAX_BYTES, history: 'own' },
  );

  route(app, csv.job, async (request) => {
    const { jobId } = request.params;
    const here = local.running.get(jobId);
    if (here) return asJobResponse({ status: 'running', done: here.done, total: here.total, msg: ADMIN_MSG.csvImportStarted });
    const job = await readImport(app.db, jobId);
    if (!job) throw notFound(ADMIN_MSG.csvJobNotFound);
    return asJobResponse(job);
  });
};
export default catalogCsvRoutes;
