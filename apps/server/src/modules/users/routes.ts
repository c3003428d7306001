/** The signed-in distributor's own data: read it, and change what is not their identity (ci and e-mail stay). */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getProfile, updateProfile } from './service.ts';

const { users } = endpoints;

const userRoutes: FastifyPluginAsync = async (app) => {
  route(app, users.myInfo, async (request) => ({ user: await getProfile(app.db, request.user.id) }));

  route(app, users.update, async (request) => ({
    msg: MSG.profileUpdated,
    user: await updateProfile(app.db, request.user.id, request.body),
  }));
};
export default userRoutes;
