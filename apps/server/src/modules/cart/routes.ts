/**
 * The distributor's cart (docs/product.md §7.5, `endpoints.cart`): its lines, their quantities checked against stock,
 * and the totals with a discount code. Placing the order from it belongs to the sales module.
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { addToCart, myCart, removeLine, updateQuantity } from './service.ts';

const { cart } = endpoints;

const cartRoutes: FastifyPluginAsync = async (app) => {
  route(app, cart.get, async (request) => myCart(app.db, request.user.id, request.query.discountcode));

  route(app, cart.add, async (request) => {
    await addToCart(app.db, request.user.id, request.body);
    return { msg: MSG.addedToCart };
  });

  route(app, cart.updateQuantity, async (request) => {
    await updateQuantity(app.db, request.user.id, request.body.cartdetailid, request.body.quantity);
    return { msg: MSG.cartUpdated };
  });

  route(app, cart.remove, async (request) => {
    await removeLine(app.db, request.user.id, request.params.id);
    return { msg: MSG.removedFromCart };
  });
};
export default cartRoutes;
