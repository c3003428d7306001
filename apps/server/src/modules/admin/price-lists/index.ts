/**
 * The back office's price groups and their lists (percent off or per-variant prices, typed or from a CSV, with
 * validity windows); the prices the store shows from them are modules/pricing's.
 */
export { default as priceListRoutes } from './routes.ts';
