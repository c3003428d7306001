/**
 * The warehouse's routes (areas `fulfilment` and `stock`): orders to prepare and their forward moves, and stock
 * counts. A move goes through the order desk's own changeOrderStatus, a count through the variant card's stock rule.
 */

import { isWarehouseOrder, WAREHOUSE_MOVES } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { route } from '../../../lib/route.ts';
import { queueStockAlerts } from '../../alerts/index.ts';
import { changeOrderStatus, orderDetail } from '../orders/index.ts';
import { countVariantStock } from '../products/index.ts';
import { fulfilmentList, fulfilmentOf, stockList, stockVariants } from './service.ts';

const { fulfilment, stock } = adminEndpoints;
const warehouseTargets = new Set(Object.values(WAREHOUSE_MOVES));

const warehouseRoutes: FastifyPluginAsync = async (app) => {
  route(app, fulfilment.list, async (request) => fulfilmentList(app.db, request.query));

  route(app, fulfilment.get, async (request) => {
    const order = fulfilmentOf(await orderDetail(app.db, request.params.id));
    if (!isWarehouseOrder(order.status)) throw notFound(ADMIN_MSG.fulfilmentNotFound);
    return { order };
  });

  route(
    app,
    fulfilment.move,
    async (request) => {
      // Forward moves only: each target has one predecessor, so the order flow's own check settles the rest.
      if (!warehouseTargets.has(request.body.status)) throw new AppError('forbidden', ADMIN_MSG.fulfilmentMoveRefused);
      const { msg, order, changedProducts } = await changeOrderStatus(
        app.servicesFor(request),
        request.params.id,
        request.body.status,
        request.user.id,
        request.body,
      );
      return { msg, order: fulfilmentOf(order), changedProducts };
    },
    { history: 'own', invalidates: 'products' },
  );

  route(app, stock.list, async (request) => stockList(app.db, request.query));

  route(
    app,
    stock.set,
    async (request) => {
      const variantId = request.params.id;
      const productId = await countVariantStock(app.db, variantId, request.body.stock, request.user.id, (tx) =>
        queueStockAlerts(app.queue, tx, { variantIds: [variantId] }),
      );
      const [variant] = await stockVariants(app.db, [variantId]);
      const what = `${variant.productName} (${variant.code})`;
      return { msg: ADMIN_MSG.stockSaved(what), variant, changedProducts: [productId] };
    },
    { history: 'own', invalidates: 'products' },
  );
};
export default warehouseRoutes;
