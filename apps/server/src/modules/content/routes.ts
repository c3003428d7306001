/**
 * The store's content: the home page's banners and brand publicity (cached with the catalogue, whose writes
 * clear them) and the contact form, which saves the message and mails it to the store.
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { sendCached } from '../../plugins/catalog-cache.ts';
import { listBanners, listBrandPublicity, saveContactMessage } from './service.ts';

const { content } = endpoints;

const contentRoutes: FastifyPluginAsync = async (app) => {
  route(app, content.banners, async (request, reply) => {
    const body = await app.catalogCache.getOrBuild('banners', async () => JSON.stringify({ ok: true, banners: await listBanners(app.db) }));
    return sendCached(request, reply, body);
  });

  route(app, content.brandPublicity, async (request, reply) => {
    const body = await app.catalogCache.getOrBuild('publicity', async () =>
      JSON.stringify({ ok: true, brandsPublicity: await listBrandPublicity(app.db) }),
    );
    return sendCached(request, reply, body);
  });

  route(
    app,
    content.contact,
    async (request) => {
      await saveContactMessage(app.servicesFor(request), request.body);
      return { msg: MSG.contactSent };
    },
    { config: app.config.formRateLimit },
  );
};
export default contentRoutes;
