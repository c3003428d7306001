/**
 * A distributor's buying tools (`endpoints.buying`): reorder a past order, the quick order, several cart lines
 * in one request (the size curve).
 */
import type { FastifyPluginAsync } from 'fastify';

const buyingRoutes: FastifyPluginAsync = async () => {};
export default buyingRoutes;
