/**
 * The warehouse (Bodega): orders to prepare and their forward moves, and stock counts, through the order desk's
 * own moves and the variant card's stock rule.
 */
export { default as warehouseRoutes } from './routes.ts';
