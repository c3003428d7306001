/**
 * The company owner's decision on an order over a buyer's limit (docs/product.md §28): approve, reject, and the release
 * of one left waiting. Checkout's side (holding the order) is the sales module's (sales/hold.ts).
 */
export { default as approvalRoutes } from './routes.ts';
