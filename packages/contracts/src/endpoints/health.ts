/** The health check load balancers and the process test ask: is the database answering, and how warm is the catalogue. */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const healthResponse = z.object({
  ok: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
  /** products in the search index (null before its first load) and product cards in memory */
  catalog: z.object({ products: z.number().nullable(), cards: z.number() }),
});

export const health = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'health',
    responses: {
      200: healthResponse,
      /** the database does not answer */
      503: z.object({ ok: z.literal(false), msg: z.string() }),
    },
  }),
};
