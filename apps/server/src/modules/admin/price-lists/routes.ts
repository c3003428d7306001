/**
 * The back office's price groups and lists (`adminEndpoints.priceGroups`, `.priceLists`, decision 028). Every write
 * clears the catalogue, so each cached page, card and price-list file is made again with the new prices.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { PRICE_CSV_MAX_CHARS } from '@store/contracts/price-lists';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import {
  createPriceGroup,
  createPriceList,
  deletePriceGroup,
  deletePriceList,
  importListPrices,
  listPriceGroups,
  listPrices,
  setDistributorGroup,
  updatePriceGroup,
  updatePriceList,
} from './service.ts';

const { priceGroups, priceLists } = adminEndpoints;

const priceListRoutes: FastifyPluginAsync = async (app) => {
  groupRoutes(app);
  listRoutes(app);
};

/** The price groups, a group's new list, and which group a distributor belongs to. */
function groupRoutes(app: FastifyInstance) {
  route(app, priceGroups.list, async () => ({ groups: await listPriceGroups(app.db) }));

  route(
    app,
    priceGroups.create,
    async (request) => {
      const group = await createPriceGroup(app.db, request.user.id, request.body);
      return { msg: ADMIN_MSG.priceGroupCreated(group.name), group };
    },
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    priceGroups.update,
    async (request) => {
      const group = await updatePriceGroup(app.db, request.user.id, request.params.id, request.body);
      return { msg: ADMIN_MSG.priceGroupUpdated(group.name), group };
    },
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    priceGroups.remove,
    async (request) => {
      const group = await deletePriceGroup(app.db, request.user.id, request.params.id);
      return { msg: ADMIN_MSG.priceGroupDeleted(group.name) };
    },
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    priceGroups.addList,
    async (request) => ({
      msg: ADMIN_MSG.priceListCreated,
      list: await createPriceList(app.db, request.user.id, request.params.id, request.body),
    }),
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    priceGroups.setDistributorGroup,
    async (request) => {
      const msg = await setDistributorGroup(app.db, request.user.id, request.params.id, request.body.groupid);
      // The distributor's sessions are read again (they carry the group), here and on the other instances.
      app.sessionCache.revokeCompany(request.params.id);
      return { msg };
    },
    { history: 'own' },
  );
}

/** A list's own changes: its window and percent, its per-variant prices typed or from a CSV, deleting it. */
function listRoutes(app: FastifyInstance) {
  route(
    app,
    priceLists.update,
    async (request) => ({
      msg: ADMIN_MSG.priceListUpdated,
      list: await updatePriceList(app.db, request.user.id, request.params.id, request.body),
    }),
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    priceLists.remove,
    async (request) => {
      await deletePriceList(app.db, request.user.id, request.params.id);
      return { msg: ADMIN_MSG.priceListDeleted };
    },
    { history: 'own', invalidates: 'catalog' },
  );

  route(app, priceLists.prices, async (request) => ({ prices: await listPrices(app.db, request.params.id) }));

  route(
    app,
    priceLists.importPrices,
    async (request) => {
      const { list, saved } = await importListPrices(app.db, request.user.id, request.params.id, request.body.csv);
      return { msg: ADMIN_MSG.priceListPricesSaved(saved), list };
    },
    // Room for the longest text the schema takes, JSON-escaped (each line's \n is two characters); a body
    // over it hears the file's own limit, not the API's generic one.
    { history: 'own', invalidates: 'catalog', bodyLimit: 2 * PRICE_CSV_MAX_CHARS, config: { bodyTooLarge: ADMIN_MSG.priceCsvTooLong } },
  );
}
export default priceListRoutes;
