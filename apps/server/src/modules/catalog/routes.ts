/**
 * The store's catalogue reads: store-front pages (filters and search from the in-memory index), the home
 * page's lists, the filter groups with their counts, the header's suggestions and a product's page. Every answer is cached once per
 * audience (visitors get no prices; a price list in effect its own) and sent as stored bytes; catalogue writes elsewhere clear it.
 */
import { MSG, SUGGEST_LIMIT, SUGGEST_MIN_CHARS, seesPrices, storeFrontQuery } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { normalizeSearch } from '../../lib/search-text.ts';
import { CachedBody, CatalogCache, sendCached, sendGzipped } from '../../plugins/catalog-cache.ts';
import { type FilterNames, filterNames, withCounts } from './filter-groups.ts';
import {
  audienceOf,
  type CatalogAudience,
  cardListJson,
  cardsJson,
  LIST_PRICES,
  mostSoldIds,
  newArrivalIds,
  productPage,
  storeFront,
  suggestions,
  VISITORS,
} from './service.ts';

const { catalog } = endpoints;

const canonical = (q: object) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== '' && v !== false)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** Visitors, distributors at list prices and each price list in effect get their own copy of an answer. */
async function audienceFor(app: FastifyInstance, request: FastifyRequest) {
  // the warehouse (Bodega) sees the catalogue as a visitor does: without a price
  if (!request.user || !seesPrices(request.user.role)) return VISITORS;
  if (!request.user.priceGroupId) return LIST_PRICES;
  const list = await app.priceLists.inEffect(request.user.priceGroupId);
  return audienceOf(list && { id: list.id, price: await app.priceLists.catalogueRepricer(list) });
}

const catalogRoutes: FastifyPluginAsync = async (app) => {
  listRoutes(app);
  searchAidRoutes(app);
  productRoutes(app);
};

/** The store front's pages (filters and search from the index) and the home page's lists. */
function listRoutes(app: FastifyInstance) {
  const cache = app.catalogCache;
  const audience = (request: FastifyRequest) => audienceFor(app, request);
  const cardList = async (key: string, ids: number[], audience: CatalogAudience) =>
    cardListJson(key, await cardsJson(app.db, cache, ids, audience));

  route(app, catalog.storeFront, async (request, reply) => {
    const who = await audience(request);
    const key = CatalogCache.listKey('front', who.key, canonical(request.query));
    const body = await cache.getOrBuild(key, () => storeFront(app.db, cache, app.catalogIndex, request.query, who));
    return sendCached(request, reply, body);
  });

  route(app, catalog.mostSelled, async (request, reply) => {
    const { limit } = request.query;
    const who = await audience(request);
    const body = await cache.getOrBuild(CatalogCache.listKey('best', who.key, limit), async () =>
      cardList('products', await mostSoldIds(app.db, limit), who),
    );
    return sendCached(request, reply, body);
  });

  route(app, catalog.newArrived, async (request, reply) => {
    const { limit } = request.query;
    const who = await audience(request);
    const body = await cache.getOrBuild(CatalogCache.listKey('new', who.key, limit), async () =>
      cardList('productsNewArrived', await newArrivalIds(app.db, limit), who),
    );
    return sendCached(request, reply, body);
  });
}

/** The filter groups with their counts, and the header's suggestions. */
function searchAidRoutes(app: FastifyInstance) {
  const cache = app.catalogCache;
  route(app, catalog.filters, async (request, reply) => {
    const { query } = request;
    // The names change with the catalogue (eight reads), the counts with each choice (one pass in memory).
    const body = await cache.getOrBuild(`filters:${canonical(query)}`, async () => {
      const names = await cache.getOrBuild(`filter-names:${query.preventa}`, async () =>
        JSON.stringify(await filterNames(app.db, query.preventa)),
      );
      const groups: FilterNames[] = JSON.parse(names.data.toString());
      return JSON.stringify({ ok: true, filters: withCounts(groups, await app.catalogIndex.facets(query)) });
    });
    return sendCached(request, reply, body);
  });

  route(app, catalog.suggest, async (request, reply) => {
    const term = normalizeSearch(request.query.q);
    const who = await audienceFor(app, request);
    const body = await cache.getOrBuild(`suggest:${who.key}:${term}`, async () => {
      const found = term.length < SUGGEST_MIN_CHARS ? [] : await app.catalogIndex.suggest(term, SUGGEST_LIMIT);
      return JSON.stringify({ ok: true, products: await suggestions(app.db, cache, found, who) });
    });
    return sendCached(request, reply, body);
  });
}

/** A product's page, and the benchmark's ceiling when BENCH_ROUTES is on. */
function productRoutes(app: FastifyInstance) {
  const cache = app.catalogCache;
  // Every product's page is kept, built with its card (decision 024): no lookup in the response cache.
  route(app, catalog.product, async (request, reply) => {
    const page = await productPage(app.db, cache, app.catalogIndex, request.params.id, await audienceFor(app, request));
    if (!page) throw notFound(MSG.productNotFound);
    return sendGzipped(request, reply, page);
  });

  if (app.config.benchRoutes) {
    // The benchmark's ceiling: a copy of the store front's first page, built once, sent with no lookup at all.
    let page: CachedBody | undefined;
    route(app, catalog.benchCeiling, async (request, reply) => {
      page ??= CachedBody.of((await storeFront(app.db, cache, app.catalogIndex, storeFrontQuery.parse({}), VISITORS)).data);
      return sendCached(request, reply, page);
    });
  }
}
export default catalogRoutes;
