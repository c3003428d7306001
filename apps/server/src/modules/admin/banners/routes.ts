import {
  adminBannerResponse,
  adminBannersResponse,
  adminPublicityListResponse,
  adminPublicityResponse,
  bannerPatchBody,
  idParam,
  okResponse,
  publicityPatchBody,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, readUpload } from '../../../lib/media.ts';
import {
  createBanner,
  createPublicity,
  deleteBanner,
  deletePublicity,
  listAdminBanners,
  listAdminPublicity,
  updateBanner,
  updatePublicity,
} from './service.ts';

/** The home page's banners (carousel and bottom) and the brand publicity (footer strip and landing promos). */
const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const multipart = ['multipart/form-data'];

  // ---------------------------------------------------------------- banners

  app.get('/banners', { schema: { tags, security, response: { 200: adminBannersResponse } } }, async () => ({
    ok: true as const,
    banners: await listAdminBanners(app.db),
  }));

  app.post(
    '/banners',
    { schema: { tags, security, consumes: multipart, response: { 201: adminBannerResponse } } },
    async (request, reply) => {
      // Read with the video limit; a picture is held to the image limit once its type is known.
      const { fields, file } = await readUpload(request, MAX_VIDEO_BYTES);
      const banner = await createBanner(app.db, app.config.mediaDir, fields, file);
      app.catalogCache.clear();
      return reply.status(201).send({ ok: true as const, msg: ADMIN_MSG.bannerCreated, banner });
    },
  );

  app.patch(
    '/banners/:id',
    { schema: { tags, security, params: idParam, body: bannerPatchBody, response: { 200: adminBannerResponse } } },
    async (request) => {
      const banner = await updateBanner(app.db, request.params.id, request.body);
      app.catalogCache.clear();
      return { ok: true as const, msg: ADMIN_MSG.bannerUpdated, banner };
    },
  );

  app.delete('/banners/:id', { schema: { tags, security, params: idParam, response: { 200: okResponse } } }, async (request) => {
    await deleteBanner(app.db, request.params.id);
    app.catalogCache.clear();
    return { ok: true as const, msg: ADMIN_MSG.bannerDeleted };
  });

  // ---------------------------------------------------------------- brand publicity

  app.get('/brand-publicity', { schema: { tags, security, response: { 200: adminPublicityListResponse } } }, async () => ({
    ok: true as const,
    publicity: await listAdminPublicity(app.db),
  }));

  app.post(
    '/brand-publicity',
    { schema: { tags, security, consumes: multipart, response: { 201: adminPublicityResponse } } },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, MAX_IMAGE_BYTES);
      const publicity = await createPublicity(app.db, app.config.mediaDir, fields, file);
      app.catalogCache.clear();
      return reply.status(201).send({ ok: true as const, msg: ADMIN_MSG.publicityCreated, publicity });
    },
  );

  app.patch(
    '/brand-publicity/:id',
    { schema: { tags, security, params: idParam, body: publicityPatchBody, response: { 200: adminPublicityResponse } } },
    async (request) => {
      const publicity = await updatePublicity(app.db, request.params.id, request.body);
      app.catalogCache.clear();
      return { ok: true as const, msg: ADMIN_MSG.publicityUpdated, publicity };
    },
  );

  app.delete('/brand-publicity/:id', { schema: { tags, security, params: idParam, response: { 200: okResponse } } }, async (request) => {
    await deletePublicity(app.db, request.params.id);
    app.catalogCache.clear();
    return { ok: true as const, msg: ADMIN_MSG.publicityDeleted };
  });
};
export default bannerRoutes;
