/**
 * The back office's orders (`adminEndpoints.orders`): the list with its filters and status counts, one
 * order as it was placed with its history, its «Nota de pedido» PDF, and moving it along the order flow (a
 * cancel returns its units).
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { sendPrivateFile } from '../../../lib/private-file.ts';
import { route } from '../../../lib/route.ts';
import { orderNoteFile } from '../../documents/index.ts';
import { ordersExportFile } from './export.ts';
import orderPaymentRoutes from './payments.ts';
import { changeOrderStatus, listOrders, orderDetail } from './service.ts';

const { orders } = adminEndpoints;

const orderRoutes: FastifyPluginAsync = async (app) => {
  // The transfer receipts of an order: confirming one may move the order, so they live beside the moves.
  await app.register(orderPaymentRoutes);

  route(app, orders.list, async (request) => listOrders(app.db, request.query, app.config.storeTimeZone));

  route(app, orders.get, async (request) => ({ order: await orderDetail(app.db, request.params.id) }));

  route(app, orders.export, async (request, reply) => {
    const file = await ordersExportFile(app.db, request.query, request.params.format, app.config.storeTimeZone);
    return sendPrivateFile(reply, file, 'attachment');
  });

  // The same note the distributor downloads, for any order.
  route(app, orders.pdf, async (request, reply) => {
    const note = await orderNoteFile(app.db, request.params.id, null, app.config.storeTimeZone);
    return sendPrivateFile(reply, note, 'attachment');
  });

  route(
    app,
    orders.move,
    async (request) => {
      const { status, ...tracking } = request.body;
      return changeOrderStatus(app.servicesFor(request), request.params.id, status, request.user.id, tracking);
    },
    { history: 'own', invalidates: 'products' },
  );
};
export default orderRoutes;
