import {
  distributorDocumentParams,
  distributorResponse,
  distributorStatusBody,
  distributorStatusResponse,
  distributorsQuery,
  distributorsResponse,
  errorResponse,
  idParam,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeDistributorStatus, distributorDetail, distributorDocument, listDistributors } from './service.ts';

/** A header-safe file name: ASCII only in `filename`, the real one in `filename*`. */
function contentDisposition(filename: string) {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento.pdf';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const distributorRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/distributors',
    { schema: { ...base, querystring: distributorsQuery, response: { 200: distributorsResponse } } },
    async (request) => ({ ok: true as const, ...(await listDistributors(app.db, request.query)) }),
  );

  app.get('/distributors/:id', { schema: { ...base, params: idParam, response: { 200: distributorResponse } } }, async (request) => ({
    ok: true as const,
    ...(await distributorDetail(app.db, request.params.id)),
  }));

  app.get(
    '/distributors/:id/documents/:documentId',
    {
      schema: {
        ...base,
        description: 'The PDF a distributor uploaded when registering.',
        params: distributorDocumentParams,
        response: { 200: z.any().describe('application/pdf'), 404: errorResponse },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.patch(
    '/distributors/:id/status',
    { schema: { ...base, params: idParam, body: distributorStatusBody, response: { 200: distributorStatusResponse } } },
    async (request) => ({
      ok: true as const,
      ...(await changeDistributorStatus(
        { db: app.db, mailer: app.mailer, sessionCache: app.sessionCache, log: request.log, publicUrl: app.config.publicUrl },
        request.params.id,
        request.body,
      )),
    }),
  );
};
export default distributorRoutes;
