import {
  adminBrandResponse,
  adminBrandsResponse,
  adminFilterValueResponse,
  adminFilterValuesResponse,
  filterGroupParam,
  filterValueBody,
  filterValueParams,
  idParam,
  okResponse,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../../lib/media.ts';
import {
  createBrand,
  createFilterValue,
  deleteBrand,
  deleteFilterValue,
  groupOf,
  listBrands,
  listFilterValues,
  updateBrand,
  updateFilterValue,
} from './service.ts';

/** Brands (with their logos) and the values of the store's filter groups, plus sizes. */
const catalogValueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const multipart = ['multipart/form-data'];

  // ---------------------------------------------------------------- brands

  app.get('/brands', { schema: { tags, security, response: { 200: adminBrandsResponse } } }, async () => ({
    ok: true as const,
    brands: await listBrands(app.db),
  }));

  app.post(
    '/brands',
    { schema: { tags, security, consumes: multipart, response: { 201: adminBrandResponse } } },
    async (request, reply) => {
      const { fields, file } = await readUpload(request);
      const brand = await createBrand(app.db, app.config.mediaDir, fields, file);
      app.catalogCache.clear();
      return reply.status(201).send({ ok: true as const, msg: ADMIN_MSG.brandCreated, brand });
    },
  );

  app.put(
    '/brands/:id',
    { schema: { tags, security, consumes: multipart, params: idParam, response: { 200: adminBrandResponse } } },
    async (request) => {
      const { fields, file } = await readUpload(request);
      const brand = await updateBrand(app.db, app.config.mediaDir, request.params.id, fields, file);
      app.catalogCache.clear();
      return { ok: true as const, msg: ADMIN_MSG.brandUpdated, brand };
    },
  );

  app.delete('/brands/:id', { schema: { tags, security, params: idParam, response: { 200: okResponse } } }, async (request) => {
    await deleteBrand(app.db, request.params.id);
    app.catalogCache.clear();
    return { ok: true as const, msg: ADMIN_MSG.brandDeleted };
  });

  // ---------------------------------------------------------------- filter values

  app.get(
    '/filters/:group',
    { schema: { tags, security, params: filterGroupParam, response: { 200: adminFilterValuesResponse } } },
    async (request) => {
      const group = groupOf(request.params.group);
      return { ok: true as const, group, values: await listFilterValues(app.db, group) };
    },
  );

  app.post(
    '/filters/:group',
    { schema: { tags, security, params: filterGroupParam, body: filterValueBody, response: { 201: adminFilterValueResponse } } },
    async (request, reply) => {
      const value = await createFilterValue(app.db, groupOf(request.params.group), request.body);
      app.catalogCache.clear();
      return reply.status(201).send({ ok: true as const, msg: ADMIN_MSG.filterValueCreated, value });
    },
  );

  app.put(
    '/filters/:group/:id',
    { schema: { tags, security, params: filterValueParams, body: filterValueBody, response: { 200: adminFilterValueResponse } } },
    async (request) => {
      const value = await updateFilterValue(app.db, groupOf(request.params.group), request.params.id, request.body);
      app.catalogCache.clear();
      return { ok: true as const, msg: ADMIN_MSG.filterValueUpdated, value };
    },
  );

  app.delete(
    '/filters/:group/:id',
    { schema: { tags, security, params: filterValueParams, response: { 200: okResponse } } },
    async (request) => {
      await deleteFilterValue(app.db, groupOf(request.params.group), request.params.id);
      app.catalogCache.clear();
      return { ok: true as const, msg: ADMIN_MSG.filterValueDeleted };
    },
  );
};
export default catalogValueRoutes;
