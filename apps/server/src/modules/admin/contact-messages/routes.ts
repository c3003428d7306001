/**
 * The contact form's inbox in the back office (`adminEndpoints.messages`): the messages, newest first,
 * with the unread count, and marking one read or unread.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { listContactMessages, markContactMessage } from './service.ts';

const { messages } = adminEndpoints;

const contactMessageRoutes: FastifyPluginAsync = async (app) => {
  route(app, messages.list, async (request) => listContactMessages(app.db, request.query));

  route(
    app,
    messages.mark,
    async (request) => {
      const result = await markContactMessage(app.db, request.params.id, request.body.read);
      return { msg: request.body.read ? ADMIN_MSG.contactMarkedRead : ADMIN_MSG.contactMarkedUnread, ...result };
    },
    { history: { entity: 'settings', what: 'el mensaje de contacto', action: 'Marcó el mensaje de contacto' } },
  );
};
export default contactMessageRoutes;
