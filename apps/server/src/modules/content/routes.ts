import { bannersResponse, brandsPublicityResponse, contactBody, MSG, okResponse } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../plugins/catalog-cache.ts';
import { listBanners, listBrandPublicity, saveContactMessage } from './service.ts';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/banner/all', { schema: { tags: ['content'], response: { 200: bannersResponse } } }, async (request, reply) => {
    const body = await app.catalogCache.getOrBuild('banners', async () => JSON.stringify({ ok: true, banners: await listBanners(app.db) }));
    return sendCached(request, reply, body);
  });

  app.get(
    '/brand/get_all_publicity',
    { schema: { tags: ['content'], response: { 200: brandsPublicityResponse } } },
    async (request, reply) => {
      const body = await app.catalogCache.getOrBuild('publicity', async () =>
        JSON.stringify({ ok: true, brandsPublicity: await listBrandPublicity(app.db) }),
      );
      return sendCached(request, reply, body);
    },
  );

  app.post(
    '/dta/contact',
    {
      schema: { tags: ['content'], body: contactBody, response: { 201: okResponse } },
      config: app.config.formRateLimit,
    },
    async (request, reply) => {
      await saveContactMessage(
        { db: app.db, mailer: app.mailer, log: request.log, storeInbox: app.config.storeInbox, publicUrl: app.config.publicUrl },
        request.body,
      );
      return reply.status(201).send({ ok: true as const, msg: MSG.contactSent });
    },
  );
};
export default contentRoutes;
