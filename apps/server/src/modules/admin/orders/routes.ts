import {
  adminOrderMovedResponse,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  idParam,
  moveOrderBody,
  SALE_STATUS_LABELS,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderStatusMail } from '../../sales/order-mail.ts';
import { lineName, listOrders, moveOrder, orderDetail } from './service.ts';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    '/orders',
    { schema: { tags, security, querystring: adminOrdersQuery, response: { 200: adminOrdersResponse } } },
    async (request) => ({ ok: true as const, ...(await listOrders(app.db, request.query)) }),
  );

  app.get('/orders/:id', { schema: { tags, security, params: idParam, response: { 200: adminOrderResponse } } }, async (request) => ({
    ok: true as const,
    order: await orderDetail(app.db, request.params.id),
  }));

  app.patch(
    '/orders/:id/status',
    { schema: { tags, security, params: idParam, body: moveOrderBody, response: { 200: adminOrderMovedResponse } } },
    async (request) => {
      const move = await moveOrder(app.db, request.params.id, request.body.status, request.user!.id);
      if (move.productIds.length) app.catalogCache.forgetProducts(move.productIds);
      // Lines whose variant is gone could not go back to stock: the administrator is told which ones.
      const notReturned = [...new Set(move.skipped.map(lineName))];
      if (notReturned.length) {
        request.log.warn(
          { saleId: move.saleId, lines: move.skipped },
          'order canceled: these lines’ variants no longer exist, their units were not returned',
        );
      }
      const order = await orderDetail(app.db, move.saleId);
      // The change is saved: a failed e-mail is logged and told to the administrator, never undone.
      let mailed = true;
      try {
        await app.mailer.send(orderStatusMail(order, app.config.publicUrl));
      } catch (err) {
        mailed = false;
        request.log.error({ err, saleId: move.saleId, to: order.distributor.email }, 'order status e-mail not sent');
      }
      const label = SALE_STATUS_LABELS[move.to];
      let msg = ADMIN_MSG.orderMoved(move.saleId, label);
      if (move.to === 'CANCELED')
        msg = notReturned.length ? ADMIN_MSG.orderCanceledNotReturned(move.saleId, notReturned) : ADMIN_MSG.orderCanceled(move.saleId);
      if (!mailed) {
        msg = ADMIN_MSG.orderMovedMailFailed(move.saleId, label);
        if (notReturned.length) msg += ` ${ADMIN_MSG.orderUnitsNotReturned(notReturned)}`;
      }
      return { ok: true as const, msg, order };
    },
  );
};
export default orderRoutes;
