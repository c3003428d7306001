/**
 * The home page's banners (the carousel's pictures and videos, and the bottom banners) and the brand
 * publicity (the footer's strip and the landing promos). Each write clears the catalogue cache itself.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, readUpload } from '../../../lib/media.ts';
import { route } from '../../../lib/route.ts';
import { createBanner, deleteBanner, listAdminBanners, updateBanner } from './banners.ts';
import { createPublicity, deletePublicity, listAdminPublicity, updatePublicity } from './publicity.ts';

const { banners } = adminEndpoints;

const bannerRoutes: FastifyPluginAsync = async (app) => {
  // ---------------------------------------------------------------- banners

  route(app, banners.list, async () => ({ banners: await listAdminBanners(app.db) }));

  route(
    app,
    banners.create,
    async (request) => {
      // Read with the video limit; a picture is held to the image limit once its type is known.
      const { fields, file } = await readUpload(request, MAX_VIDEO_BYTES);
      const banner = await createBanner(app.db, app.storage, fields, file);
      return { msg: ADMIN_MSG.bannerCreated, banner };
    },
    { history: { entity: 'catalog', what: 'el banner' }, invalidates: 'catalog' },
  );

  route(
    app,
    banners.update,
    async (request) => {
      const banner = await updateBanner(app.db, request.params.id, request.body);
      return { msg: ADMIN_MSG.bannerUpdated, banner };
    },
    { history: { entity: 'catalog', what: 'el banner' }, invalidates: 'catalog' },
  );

  route(
    app,
    banners.remove,
    async (request) => {
      await deleteBanner(app.db, request.params.id);
      return { msg: ADMIN_MSG.bannerDeleted };
    },
    { history: { entity: 'catalog', what: 'el banner' }, invalidates: 'catalog' },
  );

  // ---------------------------------------------------------------- brand publicity

  route(app, banners.publicity, async () => ({ publicity: await listAdminPublicity(app.db) }));

  route(
    app,
    banners.createPublicity,
    async (request) => {
      const { fields, file } = await readUpload(request, MAX_IMAGE_BYTES);
      const publicity = await createPublicity(app.db, app.storage, fields, file);
      return { msg: ADMIN_MSG.publicityCreated, publicity };
    },
    { history: { entity: 'catalog', what: 'la publicidad de marca' }, invalidates: 'catalog' },
  );

  route(
    app,
    banners.updatePublicity,
    async (request) => {
      const publicity = await updatePublicity(app.db, request.params.id, request.body);
      return { msg: ADMIN_MSG.publicityUpdated, publicity };
    },
    { history: { entity: 'catalog', what: 'la publicidad de marca' }, invalidates: 'catalog' },
  );

  route(
    app,
    banners.removePublicity,
    async (request) => {
      await deletePublicity(app.db, request.params.id);
      return { msg: ADMIN_MSG.publicityDeleted };
    },
    { history: { entity: 'catalog', what: 'la publicidad de marca' }, invalidates: 'catalog' },
  );
};
export default bannerRoutes;
