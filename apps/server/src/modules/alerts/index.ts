/**
 * Stock alerts («Avísame cuando haya stock»): a distributor's open alerts, and the e-mails the writes that make
 * stock buyable again fire through the 'stock-alerts' jobs.
 */
export { queueStockAlerts } from './fire-stock-alerts.ts';
export { default as alertRoutes } from './routes.ts';
