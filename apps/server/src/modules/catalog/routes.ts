import {
  filtersResponse,
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
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { sendJson } from '../../lib/send-json.ts';
import { filterGroups, mostSold, newArrivals, productDetail, storeFront } from './service.ts';

/** Visitors and distributors get different copies of a page: only the second carries prices. */
const audience = (request: FastifyRequest) => (request.user ? 'priced' : 'public');
const canonical = (q: object) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== '' && v !== false)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

export const productCacheKey = (id: number, priced: boolean) => `product:${id}:${priced ? 'priced' : 'public'}`;

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;
  const identified = { preHandler: app.identify };

  app.get(
    '/product/get_all_store_front',
    { ...identified, schema: { tags: ['catalog'], querystring: storeFrontQuery, response: { 200: storeFrontResponse } } },
    async (request, reply) => {
      const priced = request.user !== null;
      const key = `front:${audience(request)}:${canonical(request.query)}`;
      const json = await cache.getOrBuild(key, async () =>
        JSON.stringify({ ok: true, ...(await storeFront(app.db, request.query, priced)) }),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/product/most_selled',
    { ...identified, schema: { tags: ['catalog'], querystring: limitQuery, response: { 200: mostSelledResponse } } },
    async (request, reply) => {
      const key = `best:${audience(request)}:${request.query.limit}`;
      const json = await cache.getOrBuild(key, async () =>
        JSON.stringify({ ok: true, products: await mostSold(app.db, request.query.limit, request.user !== null) }),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/product/new_arrived',
    { ...identified, schema: { tags: ['catalog'], querystring: limitQuery, response: { 200: newArrivedResponse } } },
    async (request, reply) => {
      const key = `new:${audience(request)}:${request.query.limit}`;
      const json = await cache.getOrBuild(key, async () =>
        JSON.stringify({ ok: true, productsNewArrived: await newArrivals(app.db, request.query.limit, request.user !== null) }),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/filters/get_all',
    { schema: { tags: ['catalog'], querystring: preventaQuery, response: { 200: filtersResponse } } },
    async (request, reply) => {
      const preventa = request.query.preventa;
      const json = await cache.getOrBuild(`filters:${preventa}`, async () =>
        JSON.stringify({ ok: true, filters: await filterGroups(app.db, preventa) }),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/product/get_by_id/:id',
    {
      ...identified,
      schema: {
        tags: ['catalog'],
        params: z.object({ id: z.coerce.number().int().positive().catch(0) }),
        response: { 200: productDetailResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!id) throw notFound(MSG.productNotFound);
      const priced = request.user !== null;
      const json = await cache.getOrBuild(productCacheKey(id, priced), async () => {
        const product = await productDetail(app.db, id, priced);
        return product ? JSON.stringify({ ok: true, product }) : '';
      });
      if (!json) {
        cache.delete(productCacheKey(id, priced));
        throw notFound(MSG.productNotFound);
      }
      return sendJson(reply, json);
    },
  );

  if (app.config.benchRoutes) {
    // The benchmark's ceiling: the same page as the store front, built once, with no auth or cache lookup.
    let page: string | undefined;
    app.get('/bench/ceiling', { schema: { hide: true } }, async (_request, reply) => {
      page ??= JSON.stringify({ ok: true, ...(await storeFront(app.db, storeFrontQuery.parse({}), false)) });
      return sendJson(reply, page);
    });
  }
};
export default catalogRoutes;
