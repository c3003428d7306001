import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PriceListIndex } from './price-book.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** which list each price group has in effect */
    priceLists: PriceListIndex;
  }
}

/** The lists in effect, read again after any catalogue change (a list's write clears the catalogue). */
export const pricingPlugin = fp(
  async (app: FastifyInstance) => {
    const priceLists = new PriceListIndex(app.db);
    app.catalogCache.onChange((event) => {
      if (event.kind === 'catalog') priceLists.invalidate();
    });
    app.decorate('priceLists', priceLists);
  },
  { name: 'pricing', dependencies: ['caches'] },
);
