/**
 * A distributor's buying tools (`endpoints.buying`): reorder a past order, the quick order, several cart lines
 * in one request (the size curve).
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { addLines } from './add-lines.ts';

const { buying } = endpoints;

const buyingRoutes: FastifyPluginAsync = async (app) => {
  route(app, buying.addLines, async (request) => {
    const added = await addLines(app.db, request.user!.id, request.body.lines);
    return { ok: true as const, msg: MSG.linesAdded(added), added };
  });
};
export default buyingRoutes;
