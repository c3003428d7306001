/**
 * The distributors in the back office (`adminEndpoints.distributors`): the registrations and accounts with
 * their status counts, one account with its documents and orders, its PDFs, and approving, rejecting,
 * disabling or enabling it (the distributor is told by e-mail).
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { sendPrivateFile } from '../../../lib/private-file.ts';
import { route } from '../../../lib/route.ts';
import { changeDistributorStatus, distributorDetail, distributorDocument, listDistributors } from './service.ts';

const { distributors } = adminEndpoints;

const distributorRoutes: FastifyPluginAsync = async (app) => {
  route(app, distributors.list, async (request) => listDistributors(app.db, request.query));

  route(app, distributors.get, async (request) => distributorDetail(app.db, request.params.id));

  route(app, distributors.document, async (request, reply) => {
    const doc = await distributorDocument(
      { db: app.db, storage: app.storage, log: request.log },
      request.params.id,
      request.params.documentId,
    );
    return sendPrivateFile(reply, { data: doc.data, mime: 'application/pdf', filename: doc.filename });
  });

  route(
    app,
    distributors.setStatus,
    async (request) => ({
      ...(await changeDistributorStatus(app.servicesFor(request), request.params.id, request.body, request.user.id)),
    }),
    { history: 'own' },
  );
};
export default distributorRoutes;
