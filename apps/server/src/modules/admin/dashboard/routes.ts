import { dashboardResponse } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './service.ts';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: dashboardResponse } } }, async () => ({
    ok: true as const,
    ...(await dashboard(app.db)),
  }));
};
export default dashboardRoutes;
