import { addToCartBody, idParam, MSG, myCartQuery, myCartResponse, okResponse, updateQuantityBody } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCart, myCart, removeLine, updateQuantity } from './service.ts';

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  app.get(
    '/shopping_cart/my_cart',
    { ...opts, schema: { tags: ['cart'], security, querystring: myCartQuery, response: { 200: myCartResponse } } },
    async (request) => ({
      ok: true as const,
      ...(await myCart(app.db, request.user!.id, request.query.discountcode)),
    }),
  );

  app.post(
    '/shopping_cart/add_product',
    { ...opts, schema: { tags: ['cart'], security, body: addToCartBody, response: { 201: okResponse } } },
    async (request, reply) => {
      await addToCart(app.db, request.user!.id, request.body);
      return reply.status(201).send({ ok: true as const, msg: MSG.addedToCart });
    },
  );

  app.put(
    '/shopping_cart/update_quantity',
    { ...opts, schema: { tags: ['cart'], security, body: updateQuantityBody, response: { 200: okResponse } } },
    async (request) => {
      await updateQuantity(app.db, request.user!.id, request.body.cartdetailid, request.body.quantity);
      return { ok: true as const, msg: MSG.cartUpdated };
    },
  );

  app.delete(
    '/shopping_cart/delete_of_cart/:id',
    { ...opts, schema: { tags: ['cart'], security, params: idParam, response: { 200: okResponse } } },
    async (request) => {
      await removeLine(app.db, request.user!.id, request.params.id);
      return { ok: true as const, msg: MSG.removedFromCart };
    },
  );
};
export default cartRoutes;
