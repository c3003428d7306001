/** The distributor's cart (docs/product.md §7.5): read it, add a line, change a quantity, remove a line. */
import { addToCartBody, myCartQuery, myCartResponse, updateQuantityBody } from '../cart.ts';
import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'cart';

export const cart = {
  get: endpoint({
    method: 'GET',
    path: '/shopping_cart/my_cart',
    access: 'buyer',
    tag,
    query: myCartQuery,
    responses: { 200: myCartResponse },
  }),
  add: endpoint({
    method: 'POST',
    path: '/shopping_cart/add_product',
    access: 'orderer',
    tag,
    body: addToCartBody,
    responses: { 201: okResponse },
  }),
  updateQuantity: endpoint({
    method: 'PUT',
    path: '/shopping_cart/update_quantity',
    access: 'orderer',
    tag,
    body: updateQuantityBody,
    responses: { 200: okResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shopping_cart/delete_of_cart/:id',
    access: 'orderer',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
};
