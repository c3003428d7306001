/**
 * The distributors in the back office (`adminEndpoints.distributors`): the registrations and accounts with
 * their status counts, one account with its documents and orders, its PDFs, and approving, rejecting,
 * disabling or enabling it (the distributor is told by e-mail).
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { changeDistributorStatus, distributorDetail, distributorDocument, listDistributors } from './service.ts';

const { distributors } = adminEndpoints;

/** A header-safe file name: ASCII only in `filename`, the real one in `filename*`. */
function contentDisposition(filename: string) {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento.pdf';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const distributorRoutes: FastifyPluginAsync = async (app) => {
  route(app, distributors.list, async (request) => ({ ok: true as const, ...(await listDistributors(app.db, request.query)) }));

  route(app, distributors.get, async (request) => ({ ok: true as const, ...(await distributorDetail(app.db, request.params.id)) }));

  route(app, distributors.document, async (request, reply) => {
    const doc = await distributorDocument(
      { db: app.db, storage: app.storage, log: request.log },
      request.params.id,
      request.params.documentId,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(doc.filename))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(doc.data);
  });

  route(app, distributors.setStatus, async (request) => ({
    ok: true as const,
    ...(await changeDistributorStatus(
      { db: app.db, mailer: app.mailer, sessionCache: app.sessionCache, log: request.log, publicUrl: app.config.publicUrl },
      request.params.id,
      request.body,
    )),
  }));
};
export default distributorRoutes;
