/**
 * A distributor's buying tools: reorder a past order, the quick order (typed, CSV or XLSX) and several cart
 * lines in one request (the size curve).
 */
export { addLines } from './add-lines.ts';
export { default as buyingRoutes } from './routes.ts';
