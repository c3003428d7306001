/**
 * «Avísame cuando haya stock» (`endpoints.alerts`): a distributor's open stock alerts; fired by the writes
 * that make stock buyable again (fire-stock-alerts.ts), through the 'stock-alerts' jobs this module runs.
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { claimStockAlerts, type StockAlertJob } from './fire-stock-alerts.ts';
import { createAlert, myAlerts, removeAlert } from './service.ts';

const { alerts } = endpoints;

const alertRoutes: FastifyPluginAsync = async (app) => {
  // The jobs queued by the writes that give stock back (a throw retries the job).
  await app.queue.work<StockAlertJob>('stock-alerts', {}, (job) =>
    claimStockAlerts({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }, job.data.scope),
  );

  route(app, alerts.create, async (request, reply) => {
    const { alert, created } = await createAlert(app.db, request.user.id, request.body);
    reply.status(created ? 201 : 200);
    return { msg: MSG.alertCreated, alert };
  });

  route(app, alerts.mine, async (request) => ({ alerts: await myAlerts(app.db, request.user.id) }));

  route(app, alerts.remove, async (request) => {
    await removeAlert(app.db, request.user.id, request.params.id);
    return { msg: MSG.alertRemoved };
  });
};
export default alertRoutes;
