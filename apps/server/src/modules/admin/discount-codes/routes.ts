import { discountCodeBody, discountCodeResponse, discountCodesResponse, idParam, okResponse } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDiscountCode, deleteDiscountCode, listDiscountCodes, updateDiscountCode } from './service.ts';

const discountCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get('/discount-codes', { schema: { ...base, response: { 200: discountCodesResponse } } }, async () => ({
    ok: true as const,
    discountCodes: await listDiscountCodes(app.db),
  }));

  app.post(
    '/discount-codes',
    { schema: { ...base, body: discountCodeBody, response: { 201: discountCodeResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ ok: true as const, msg: ADMIN_MSG.discountCodeCreated, discountCode: await createDiscountCode(app.db, request.body) }),
  );

  app.put(
    '/discount-codes/:id',
    { schema: { ...base, params: idParam, body: discountCodeBody, response: { 200: discountCodeResponse } } },
    async (request) => ({
      ok: true as const,
      msg: ADMIN_MSG.discountCodeUpdated,
      discountCode: await updateDiscountCode(app.db, request.params.id, request.body),
    }),
  );

  app.delete('/discount-codes/:id', { schema: { ...base, params: idParam, response: { 200: okResponse } } }, async (request) => {
    await deleteDiscountCode(app.db, request.params.id);
    return { ok: true as const, msg: ADMIN_MSG.discountCodeDeleted };
  });
};
export default discountCodeRoutes;
