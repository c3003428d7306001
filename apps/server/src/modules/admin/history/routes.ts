/**
 * The history's list (Administrador only): every change of the back office, searched, or one record's own.
 * Changes are written by the modules that make them (recordChange), in their own transactions.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { listHistory } from './service.ts';

const historyRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminEndpoints.history.list, async (request) => listHistory(app.db, request.query, app.config.storeTimeZone));
};
export default historyRoutes;
