import {
  idParam,
  MSG,
  makeSaleBody,
  makeSaleResponse,
  mySaleDetailResponse,
  mySalesQuery,
  mySalesResponse,
  okResponse,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { makeSale, mySaleDetail, mySales, processOrders } from './service.ts';

const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  app.post(
    '/sale/make_sale',
    {
      ...opts,
      schema: {
        tags: ['sales'],
        security,
        body: makeSaleBody,
        response: { 201: makeSaleResponse },
      },
    },
    async (request, reply) => {
      const { saleId, productIds } = await makeSale(app.db, request.user!.id, request.body?.discountcode);
      // Stock changed: these products' cards and detail pages, and the cached lists, are rebuilt on the next read.
      app.catalogCache.forgetProducts(productIds);
      return reply.status(201).send({ ok: true as const, msg: MSG.saleCreated, saleid: saleId });
    },
  );

  app.get('/product/process_orders', { ...opts, schema: { tags: ['sales'], security, response: { 200: okResponse } } }, async (request) => {
    const processed = await processOrders(
      { db: app.db, mailer: app.mailer, storeInbox: app.config.storeInbox, publicUrl: app.config.publicUrl },
      request.user!.id,
    ).catch((err) => {
      request.log.error({ err }, 'order e-mails not sent');
      throw new AppError('unavailable', MSG.orderMailFailed);
    });
    return { ok: true as const, msg: processed ? MSG.ordersProcessed : MSG.noOrdersToProcess };
  });

  app.get(
    '/sale/my_sales',
    { ...opts, schema: { tags: ['sales'], security, querystring: mySalesQuery, response: { 200: mySalesResponse } } },
    async (request) => ({
      ok: true as const,
      ...(await mySales(app.db, request.user!.id, request.query.page, request.query.size)),
    }),
  );

  app.get(
    '/sale/my_sale_detail/:id',
    { ...opts, schema: { tags: ['sales'], security, params: idParam, response: { 200: mySaleDetailResponse } } },
    async (request) => ({ ok: true as const, userSale: await mySaleDetail(app.db, request.user!.id, request.params.id) }),
  );
};
export default salesRoutes;
