/**
 * «Crear pedido» in the back office (`adminEndpoints.keyedOrders`): lines pasted as in «Pedido rápido» read at the
 * chosen company's prices, then the order placed for it.
 */
import { ADMIN_MSG, parseQuickOrder } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { reviewQuickOrder } from '../../buying/index.ts';
import { approvedCompany } from '../../company/index.ts';
import { companyList } from '../../pricing/index.ts';
import { keyInOrder } from './service.ts';

const { keyedOrders } = adminEndpoints;

const keyedOrderRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    keyedOrders.lines,
    async (request) => {
      const company = await approvedCompany(app.db, request.body.companyid);
      const list = await companyList(app.db, company.id);
      const stock = request.body.purpose === 'order';
      return reviewQuickOrder(app.db, { list, cartId: null, stock }, parseQuickOrder(request.body.text));
    },
    { history: 'reads' },
  );

  route(
    app,
    keyedOrders.create,
    async (request) => {
      const placed = await keyInOrder(app.db, request.user.id, request.body, app.servicesFor(request));
      return {
        msg: ADMIN_MSG.keyedOrderCreated(placed.order.id, placed.companyName),
        saleid: placed.order.id,
        changedProducts: placed.productIds,
      };
    },
    { history: 'own', invalidates: 'products' },
  );
};
export default keyedOrderRoutes;
