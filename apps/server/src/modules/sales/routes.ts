/**
 * A distributor's orders (docs/product.md §7.6, `endpoints.sales`): placing one from the cart, its e-mails, the list
 * and one order's detail. The wire says `sale`; the code says order (docs/decisions/012-order-naming.md).
 */
import { formatCents, MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { ORDER_NOTE, withOrderNote } from './order-mail.ts';
import { myOrderDetail, myOrders, placeOrder, processOrders } from './service.ts';

const { sales } = endpoints;

const salesRoutes: FastifyPluginAsync = async (app) => {
  app.mailer.renderer(ORDER_NOTE, (job) => withOrderNote(job, { db: app.db, timeZone: app.config.storeTimeZone, log: app.log }));

  route(
    app,
    sales.place,
    async (request) => {
      const { orderId, productIds, heldOver } = await placeOrder(app.db, request.user, {
        discountCode: request.body?.discountcode,
        branchId: request.body?.branchid,
        mails: app.servicesFor(request),
      });
      const msg = heldOver === null ? MSG.saleCreated : MSG.orderAwaitingApproval(formatCents(heldOver));
      return { msg, saleid: orderId, changedProducts: productIds };
    },
    { invalidates: 'products' },
  );

  // Orders queue their e-mails as they are placed: this answers «no orders to process» unless an order placed
  // before that (an older version's) is still waiting for them. The web no longer calls it.
  route(app, sales.processOrders, async (request) => {
    const processed = await processOrders(app.db, app.servicesFor(request), request.user).catch((err) => {
      request.log.error({ err }, 'order e-mails not sent');
      throw new AppError('unavailable', MSG.orderMailFailed);
    });
    return { msg: processed ? MSG.ordersProcessed : MSG.noOrdersToProcess };
  });

  route(app, sales.mine, async (request) =>
    myOrders(app.db, request.user, request.query.page, request.query.size, app.config.storeTimeZone),
  );

  route(app, sales.detail, async (request) => ({
    userSale: await myOrderDetail(app.db, request.user, request.params.id, app.config.storeTimeZone),
  }));
};
export default salesRoutes;
