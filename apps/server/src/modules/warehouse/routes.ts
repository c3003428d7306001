/**
 * The warehouse's routes (areas `fulfilment` and `stock`): orders to prepare and their forward moves, and stock
 * counts. A move goes through the order desk's own changeOrderStatus, a count through the variant card's stock rule.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { WAREHOUSE_MOVES } from '@store/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { queueStockAlerts } from '../alerts/fire-stock-alerts.ts';
import { changeOrderStatus, orderDetail } from '../admin/orders/service.ts';
import { applyStockChanges } from '../admin/products/stock-changes.ts';
import { variantProduct } from '../admin/products/variants.ts';
import { recordChange } from '../history/service.ts';
import { fulfilmentList, fulfilmentOf, stockList, stockVariants } from './service.ts';

const { fulfilment, stock } = adminEndpoints;
const warehouseTargets = new Set(Object.values(WAREHOUSE_MOVES));

const rowName = (sizeName: string | null) => (sizeName ? `Talla ${sizeName}` : 'Cantidad');

const warehouseRoutes: FastifyPluginAsync = async (app) => {
  route(app, fulfilment.list, async (request) => ({ ok: true as const, ...(await fulfilmentList(app.db, request.query)) }));

  route(app, fulfilment.get, async (request) => {
    const order = fulfilmentOf(await orderDetail(app.db, request.params.id));
    if (!warehouseTargets.has(order.status) && !(order.status in WAREHOUSE_MOVES)) throw notFound(ADMIN_MSG.fulfilmentMoveRefused);
    return { ok: true as const, order };
  });

  route(app, fulfilment.move, async (request) => {
    // Forward moves only: each target has one predecessor, so the order flow's own check settles the rest.
    if (!warehouseTargets.has(request.body.status)) throw new AppError('forbidden', ADMIN_MSG.fulfilmentMoveRefused);
    const { msg, order } = await changeOrderStatus(
      {
        db: app.db,
        mailer: app.mailer,
        queue: app.queue,
        catalog: app.catalogCache,
        log: request.log,
        publicUrl: app.config.publicUrl,
        timeZone: app.config.storeTimeZone,
      },
      request.params.id,
      request.body.status,
      request.user!.id,
      request.body,
    );
    return { ok: true as const, msg, order: fulfilmentOf(order) };
  });

  route(app, stock.list, async (request) => ({ ok: true as const, ...(await stockList(app.db, request.query)) }));

  route(app, stock.set, async (request) => {
    const variantId = request.params.id;
    const { variant, productId } = await app.db.transaction(async (tx) => {
      const { productId, stockType } = await variantProduct(tx, variantId, true);
      const [before] = await stockVariants(tx, [variantId]);
      await applyStockChanges(tx, variantId, stockType, request.body.stock);
      const [after] = await stockVariants(tx, [variantId]);
      const fields = (v: typeof before) => Object.fromEntries(v.rows.map((r) => [rowName(r.sizeName), r.quantity]));
      await recordChange(tx, request.user!.id, {
        entity: 'product',
        entityId: productId,
        label: `${after.productName} (${after.code})`,
        action: 'Cambió el stock',
        before: fields(before),
        after: fields(after),
      });
      await queueStockAlerts(app.queue, tx, { variantIds: [variantId] });
      return { variant: after, productId };
    });
    app.catalogCache.forgetProducts([productId]);
    const what = `${variant.productName} (${variant.code})`;
    return { ok: true as const, msg: ADMIN_MSG.stockSaved(what), variant };
  });
};
export default warehouseRoutes;
