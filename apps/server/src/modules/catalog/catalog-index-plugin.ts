import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogIndex } from './catalog-index.ts';
import { warmProducts } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogIndex: CatalogIndex;
  }
}

/** Products warmed per step: one query's worth, the most a close waits for a warm-up. */
const WARM_BATCH = 200;

/**
 * The catalogue's in-memory index (filters, search, suggestions), loaded again after a catalogue change; each
 * load warms the product cards and pages in the background, WARM_BATCH products at a time. Closing abandons a
 * warm-up after the batch under way and waits for that one, so the database is never closed under a query.
 */
export const catalogIndexPlugin = fp(
  async (app: FastifyInstance) => {
    const { catalogCache, priceLists } = app;
    const catalogIndex = new CatalogIndex(app.db);
    catalogCache.onChange((event) => {
      if (event.kind === 'catalog') catalogIndex.invalidate();
    });
    const warming = new Set<Promise<void>>();
    let closing = false;
    catalogIndex.onLoaded((ids) => {
      const started = Date.now();
      // A catalogue write since this load makes its warm-up useless (nothing it loads is kept): the newer one goes on.
      const generation = catalogIndex.generationNow;
      const warm = async () => {
        const lists = await priceLists.pricingLists();
        for (let i = 0; i < ids.length; i += WARM_BATCH) {
          if (closing || catalogIndex.generationNow !== generation) return false;
          await warmProducts(app.db, catalogCache, ids.slice(i, i + WARM_BATCH), WARM_BATCH, lists);
        }
        return true;
      };
      const run = warm().then(
        (whole) => {
          if (whole) app.log.info({ products: ids.length, ms: Date.now() - started }, 'product cards and pages warmed');
        },
        (err) => app.log.error({ err }, 'warming the product cards and pages failed'),
      );
      warming.add(run);
      void run.finally(() => warming.delete(run));
    });
    app.decorate('catalogIndex', catalogIndex);
    app.addHook('onClose', async () => {
      closing = true;
      await Promise.all(warming);
    });
  },
  { name: 'catalog-index', dependencies: ['caches', 'pricing'] },
);
