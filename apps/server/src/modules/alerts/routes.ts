/**
 * «Avísame cuando haya stock» (`endpoints.alerts`): a distributor's open stock alerts; fired by the writes
 * that make stock buyable again.
 */
import type { FastifyPluginAsync } from 'fastify';

const alertRoutes: FastifyPluginAsync = async () => {};
export default alertRoutes;
