/**
 * Credit terms (decision 029): the distributor's own credit (`endpoints.users.credit`, its profile) and the staff's view
 * and change of a distributor's terms (`adminEndpoints.credit`). The checkout's check is in sales/service.ts.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { creditOf, setCreditTerms } from './service.ts';

const creditRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.users.credit, async (request) => ({ credit: await creditOf(app.db, request.user.companyId) }));

  route(app, adminEndpoints.credit.get, async (request) => ({ credit: await creditOf(app.db, request.params.id) }));

  route(
    app,
    adminEndpoints.credit.set,
    async (request) => {
      const company = await setCreditTerms(app.db, request.user.id, request.params.id, request.body);
      return { msg: ADMIN_MSG.creditTermsSaved(company), credit: await creditOf(app.db, request.params.id) };
    },
    { history: 'own' },
  );
};
export default creditRoutes;
