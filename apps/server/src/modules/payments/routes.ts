/**
 * Paying by transfer (`endpoints.payments`): the store's bank accounts and the distributor's receipts
 * (private files: only their owner and the staff read them).
 */
import type { FastifyPluginAsync } from 'fastify';

const paymentRoutes: FastifyPluginAsync = async () => {};
export default paymentRoutes;
