/**
 * The back office's API, under /api/admin: every endpoint in `@store/contracts/endpoints/admin` has access
 * 'admin', so route() checks the administrator's session (401 without, 403 for a distributor) before any body.
 */
import type { FastifyPluginAsync } from 'fastify';
import bannerRoutes from './banners/routes.ts';
import catalogCsvRoutes from './catalog-csv/routes.ts';
import catalogValueRoutes from './catalog-values/routes.ts';
import contactMessageRoutes from './contact-messages/routes.ts';
import dashboardRoutes from './dashboard/routes.ts';
import discountCodeRoutes from './discount-codes/routes.ts';
import distributorRoutes from './distributors/routes.ts';
import mailRoutes from './mail/routes.ts';
import orderRoutes from './orders/routes.ts';
import paymentRoutes from './payments/routes.ts';
import productRoutes from './products/routes.ts';

const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(distributorRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(productRoutes);
  await app.register(catalogValueRoutes);
  await app.register(bannerRoutes);
  await app.register(catalogCsvRoutes);
  await app.register(discountCodeRoutes);
  await app.register(contactMessageRoutes);
  await app.register(mailRoutes);
};
export default adminRoutes;
