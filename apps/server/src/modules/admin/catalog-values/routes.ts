/**
 * The catalogue's values: brands with their logos, and the values of the store's filter groups plus sizes
 * (the groups come from the lookup registry). Each write clears the catalogue cache itself.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { readUpload } from '../../../lib/media.ts';
import { route } from '../../../lib/route.ts';
import { createBrand, deleteBrand, listBrands, updateBrand } from './brands.ts';
import { createFilterValue, deleteFilterValue, groupOf, listFilterValues, updateFilterValue } from './filter-values.ts';

const { values } = adminEndpoints;

const catalogValueRoutes: FastifyPluginAsync = async (app) => {
  // ---------------------------------------------------------------- brands

  route(app, values.brands, async () => ({ brands: await listBrands(app.db) }));

  route(
    app,
    values.createBrand,
    async (request) => {
      const { fields, file } = await readUpload(request);
      const brand = await createBrand(app.db, app.storage, fields, file);
      return { msg: ADMIN_MSG.brandCreated, brand };
    },
    { history: { entity: 'catalog', what: 'la marca' }, invalidates: 'catalog' },
  );

  route(
    app,
    values.updateBrand,
    async (request) => {
      const { fields, file } = await readUpload(request);
      const brand = await updateBrand(app.db, app.storage, request.params.id, fields, file);
      return { msg: ADMIN_MSG.brandUpdated, brand };
    },
    { history: { entity: 'catalog', what: 'la marca' }, invalidates: 'catalog' },
  );

  route(
    app,
    values.removeBrand,
    async (request) => {
      await deleteBrand(app.db, request.params.id);
      return { msg: ADMIN_MSG.brandDeleted };
    },
    { history: { entity: 'catalog', what: 'la marca' }, invalidates: 'catalog' },
  );

  // ---------------------------------------------------------------- filter values

  route(app, values.list, async (request) => {
    const group = groupOf(request.params.group);
    return { group, values: await listFilterValues(app.db, group) };
  });

  route(
    app,
    values.create,
    async (request) => {
      const value = await createFilterValue(app.db, groupOf(request.params.group), request.body);
      return { msg: ADMIN_MSG.filterValueCreated, value };
    },
    { history: { entity: 'catalog', what: 'el valor de filtro' }, invalidates: 'catalog' },
  );

  route(
    app,
    values.update,
    async (request) => {
      const value = await updateFilterValue(app.db, groupOf(request.params.group), request.params.id, request.body);
      return { msg: ADMIN_MSG.filterValueUpdated, value };
    },
    { history: { entity: 'catalog', what: 'el valor de filtro' }, invalidates: 'catalog' },
  );

  route(
    app,
    values.remove,
    async (request) => {
      await deleteFilterValue(app.db, groupOf(request.params.group), request.params.id);
      return { msg: ADMIN_MSG.filterValueDeleted };
    },
    { history: { entity: 'catalog', what: 'el valor de filtro' }, invalidates: 'catalog' },
  );
};
export default catalogValueRoutes;
