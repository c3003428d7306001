/**
 * The health check: answers 200 with the database's kind and how warm the catalogue is while the database
 * answers a ping, 503 otherwise (load balancers take the instance out).
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';

const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.health.check, async (request, reply) => {
    try {
      await app.database.ping();
      return {
        ok: true as const,
        database: app.database.kind,
        catalog: { products: app.catalogIndex.size, cards: app.catalogCache.cards.size },
      };
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      return reply.status(503).send({ ok: false as const, msg: MSG.unavailable });
    }
  });
};
export default healthRoutes;
