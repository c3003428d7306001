import { contactMessageReadBody, contactMessageResponse, contactMessagesQuery, contactMessagesResponse, idParam } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContactMessages, markContactMessage } from './service.ts';

const contactMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/contact-messages',
    { schema: { ...base, querystring: contactMessagesQuery, response: { 200: contactMessagesResponse } } },
    async (request) => ({ ok: true as const, ...(await listContactMessages(app.db, request.query)) }),
  );

  app.patch(
    '/contact-messages/:id',
    { schema: { ...base, params: idParam, body: contactMessageReadBody, response: { 200: contactMessageResponse } } },
    async (request) => {
      const result = await markContactMessage(app.db, request.params.id, request.body.read);
      return { ok: true as const, msg: request.body.read ? ADMIN_MSG.contactMarkedRead : ADMIN_MSG.contactMarkedUnread, ...result };
    },
  );
};
export default contactMessageRoutes;
