import { MSG } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            ok: z.literal(true),
            database: z.string(),
            /** products in the search index (null before its first load) and product cards in memory */
            catalog: z.object({ products: z.number().nullable(), cards: z.number() }),
          }),
          503: z.object({ ok: z.literal(false), msg: z.string() }),
        },
      },
    },
    async (request, reply) => {
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
    },
  );
};
export default healthRoutes;
