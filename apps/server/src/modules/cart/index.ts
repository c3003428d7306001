/**
 * The distributor's cart: its lines checked against stock, their prices in the buyer's group, the totals with
 * a discount code, and the cart row lock every writer of the cart takes first.
 */
export { findActiveCode } from './discount-codes.ts';
export { default as cartRoutes } from './routes.ts';
export { addToCart, cartIdOf, cartLines, type LineNow, lockCart, pickedLines, priced } from './service.ts';
