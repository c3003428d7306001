import {
  filtersResponse,
  idParam,
  limitQuery,
  MSG,
  mostSelledResponse,
  newArrivedResponse,
  preventaQuery,
  productDetailResponse,
  storeFrontQuery,
  storeFrontResponse,
} from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { CatalogCache, sendCached } from '../../plugins/catalog-cache.ts';
import { cardListJson, cardsJson, filterGroups, mostSoldIds, newArrivalIds, productDetail, storeFront } from './service.ts';

/** Visitors and distributors get different copies of a page: only the second carries prices. */
const audience = (request: FastifyRequest) => (request.user ? 'priced' : 'public');
const canonical = (q: object) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== '' && v !== false)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;
  const identified = { onRequest: app.identify };
  const cardList = async (key: string, ids: number[], priced: boolean) => cardListJson(key, await cardsJson(app.db, cache, ids, priced));

  app.get(
    '/product/get_all_store_front',
    { ...identified, schema: { tags: ['catalog'], querystring: storeFrontQuery, response: { 200: storeFrontResponse } } },
    async (request, reply) => {
      const key = CatalogCache.listKey('front', audience(request), canonical(request.query));
      const body = await cache.getOrBuild(key, () => storeFront(app.db, cache, app.catalogIndex, request.query, request.user !== null));
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/product/most_selled',
    { ...identified, schema: { tags: ['catalog'], querystring: limitQuery, response: { 200: mostSelledResponse } } },
    async (request, reply) => {
      const { limit } = request.query;
      const body = await cache.getOrBuild(CatalogCache.listKey('best', audience(request), limit), async () =>
        cardList('products', await mostSoldIds(app.db, limit), request.user !== null),
      );
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/product/new_arrived',
    { ...identified, schema: { tags: ['catalog'], querystring: limitQuery, response: { 200: newArrivedResponse } } },
    async (request, reply) => {
      const { limit } = request.query;
      const body = await cache.getOrBuild(CatalogCache.listKey('new', audience(request), limit), async () =>
        cardList('productsNewArrived', await newArrivalIds(app.db, limit), request.user !== null),
      );
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/filters/get_all',
    { schema: { tags: ['catalog'], querystring: preventaQuery, response: { 200: filtersResponse } } },
    async (request, reply) => {
      const preventa = request.query.preventa;
      const body = await cache.getOrBuild(`filters:${preventa}`, async () =>
        JSON.stringify({ ok: true, filters: await filterGroups(app.db, preventa) }),
      );
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/product/get_by_id/:id',
    {
      ...identified,
      schema: {
        tags: ['catalog'],
        params: idParam,
        response: { 200: productDetailResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!id) throw notFound(MSG.productNotFound);
      const priced = request.user !== null;
      const body = await cache.getOrBuild(CatalogCache.productKey(id, priced), async () => {
        const product = await productDetail(app.db, id, priced);
        return product ? JSON.stringify({ ok: true, product }) : '';
      });
      if (!body.data.length) throw notFound(MSG.productNotFound);
      return sendCached(request, reply, body);
    },
  );

  if (app.config.benchRoutes) {
    // The benchmark's ceiling: a copy of the store front's first page, built once, sent with no lookup at all.
    let page: { data: Buffer } | undefined;
    app.get('/bench/ceiling', { schema: { hide: true } }, async (request, reply) => {
      page ??= { data: await storeFront(app.db, cache, app.catalogIndex, storeFrontQuery.parse({}), false) };
      return sendCached(request, reply, page);
    });
  }
};
export default catalogRoutes;
