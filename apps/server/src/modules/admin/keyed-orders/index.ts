/**
 * «Crear pedido»: orders the staff key in for a company (docs/product.md §29), at its prices and under its credit
 * and stock rules, placed as its owner and saying who keyed them in.
 */
export { default as keyedOrderRoutes } from './routes.ts';
export { keyInOrder } from './service.ts';
