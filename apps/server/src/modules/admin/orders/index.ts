/**
 * The back office's orders: the list with its filters, one order with its history and note, the payment review
 * and every move along the order flow (a cancel gives its units back), also used by the warehouse.
 */
export { default as orderRoutes } from './routes.ts';
export { changeOrderStatus, moveOrder, type OrderStatusDeps, orderDetail } from './service.ts';
