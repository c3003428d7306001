import { MSG, myInfoResponse, profileUpdateBody, updateResponse } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProfile, updateProfile } from './service.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  app.get('/user/my_info', { ...opts, schema: { tags: ['user'], security, response: { 200: myInfoResponse } } }, async (request) => ({
    ok: true as const,
    user: await getProfile(app.db, request.user!.id),
  }));

  app.put(
    '/user/update',
    { ...opts, schema: { tags: ['user'], security, body: profileUpdateBody, response: { 200: updateResponse } } },
    async (request) => ({ ok: true as const, msg: MSG.profileUpdated, user: await updateProfile(app.db, request.user!.id, request.body) }),
  );
};
export default userRoutes;
