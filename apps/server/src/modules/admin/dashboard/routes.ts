/**
 * The back office's first page (`adminEndpoints.dashboard`): registrations waiting, orders per status,
 * today's sales on the store's clock, the stock rows to restock, the unread messages and the unsent e-mails.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { dashboardCharts } from './charts.ts';
import { dashboard } from './service.ts';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminEndpoints.dashboard.charts, async (request) => dashboardCharts(app.db, request.query.days, app.config.storeTimeZone));

  route(app, adminEndpoints.dashboard.get, async () => dashboard(app.db, app.config.storeTimeZone, () => app.queue.failedCount('mail')));
};
export default dashboardRoutes;
