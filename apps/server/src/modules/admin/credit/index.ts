/**
 * Credit terms: a distributor's terms as the staff set them, the credit in use and due (the distributor's
 * profile reads it), the checkout's limit check and the dashboard's overdue orders.
 */
export { default as creditRoutes } from './routes.ts';
export { type CreditRefusal, creditCheck, creditOf, overdueOrders } from './service.ts';
