/**
 * A distributor's buying tools: reorder a past order, the quick order (typed, CSV or XLSX) and several cart
 * lines in one request (the size curve).
 */
export { addLines } from './add-lines.ts';
export { checkedPicks, type Pick, type PickProblem } from './picked-lines.ts';
export { type LinesFor, reviewQuickOrder } from './quick-order.ts';
export { default as buyingRoutes } from './routes.ts';
