/**
 * The owner's «Aprobar pedido» and «Rechazar» on an order over a buyer's limit (`endpoints.sales.approve`, `reject`),
 * and the 'order-approval' jobs that release one left waiting (docs/product.md §28).
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { ownerOf } from '../company/index.ts';
import type { ApprovalJob } from '../sales/index.ts';
import { approveOrder, rejectOrder, releaseUnapproved } from './service.ts';

const { sales } = endpoints;

const approvalRoutes: FastifyPluginAsync = async (app) => {
  // An order over a buyer's limit left waiting: canceled once its hours are over (a throw retries the job).
  await app.queue.work<ApprovalJob>('order-approval', {}, async (job) => {
    const deps = {
      db: app.db,
      mailer: app.mailer,
      queue: app.queue,
      invoicing: app.invoicing,
      log: app.log,
      publicUrl: app.config.publicUrl,
      timeZone: app.config.storeTimeZone,
    };
    const changed = await releaseUnapproved(deps, job.data.orderId);
    if (changed.length) app.invalidate({ kind: 'products', ids: changed });
  });

  route(app, sales.approve, async (request) => {
    await approveOrder(app.db, app.servicesFor(request), ownerOf(request.user), request.params.id);
    return { msg: MSG.orderApprovedByOwner };
  });

  route(
    app,
    sales.reject,
    async (request) => {
      const changedProducts = await rejectOrder(app.servicesFor(request), ownerOf(request.user), request.params.id, request.body.reason);
      return { msg: MSG.orderRejectedByOwner, changedProducts };
    },
    { invalidates: 'products' },
  );
};
export default approvalRoutes;
