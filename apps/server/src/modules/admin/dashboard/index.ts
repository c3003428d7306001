/**
 * The back office's first page: registrations waiting, orders per status, the day's sales on the store's clock,
 * stock to restock, unread messages, unsent e-mails and the sales charts.
 */
export { default as dashboardRoutes } from './routes.ts';
