/**
 * The back office's API: every endpoint in `@store/contracts/endpoints/admin` has access 'admin', so route()
 * checks the staff member's session and role (401 without, 403 for a distributor or another area) before any body.
 */
import type { FastifyPluginAsync } from 'fastify';
import { bankAccountRoutes } from './bank-accounts/index.ts';
import { bannerRoutes } from './banners/index.ts';
import { catalogCsvRoutes } from './catalog-csv/index.ts';
import { catalogValueRoutes } from './catalog-values/index.ts';
import { contactMessageRoutes } from './contact-messages/index.ts';
import { creditRoutes } from './credit/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { discountCodeRoutes } from './discount-codes/index.ts';
import { distributorRoutes } from './distributors/index.ts';
import { historyRoutes } from './history/index.ts';
import { invoiceAdminRoutes } from './invoices/index.ts';
import { keyedOrderRoutes } from './keyed-orders/index.ts';
import { mailRoutes } from './mail/index.ts';
import { orderRoutes } from './orders/index.ts';
import { priceListRoutes } from './price-lists/index.ts';
import { productRoutes } from './products/index.ts';
import { staffRoutes } from './staff/index.ts';
import { warehouseRoutes } from './warehouse/index.ts';

const adminRoutes: FastifyPluginAsync = async (app) => {
  for (const section of [
    dashboardRoutes,
    distributorRoutes,
    creditRoutes,
    orderRoutes,
    keyedOrderRoutes,
    invoiceAdminRoutes,
    warehouseRoutes,
    bankAccountRoutes,
    productRoutes,
    catalogValueRoutes,
    bannerRoutes,
    catalogCsvRoutes,
    priceListRoutes,
    discountCodeRoutes,
    contactMessageRoutes,
    mailRoutes,
    staffRoutes,
    historyRoutes,
  ]) {
    await app.register(section);
  }
};
export default adminRoutes;
