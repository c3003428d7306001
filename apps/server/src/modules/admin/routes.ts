import { MSG } from '@store/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import bannerRoutes from './banners/routes.ts';
import catalogCsvRoutes from './catalog-csv/routes.ts';
import catalogValueRoutes from './catalog-values/routes.ts';
import contactMessageRoutes from './contact-messages/routes.ts';
import dashboardRoutes from './dashboard/routes.ts';
import discountCodeRoutes from './discount-codes/routes.ts';
import distributorRoutes from './distributors/routes.ts';
import orderRoutes from './orders/routes.ts';
import productRoutes from './products/routes.ts';

/**
 * The back office's API, under /api/admin. Every route in here needs an administrator's session:
 * no token is a 401, a distributor's token a 403, both decided before the body is read.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    if (request.user?.role !== 'ADMIN') throw new AppError('forbidden', MSG.forbidden);
  });
  await app.register(dashboardRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(distributorRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(orderRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(productRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(catalogValueRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(bannerRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(catalogCsvRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(discountCodeRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
  await app.register(contactMessageRoutes, { prefix: '/admin' }); // TRANSITION: drop the prefix once its routes use route()
};
export default adminRoutes;
