/**
 * The catalogue's values: brands with their logos, and the values of the store's filter groups and sizes, as
 * the staff create, rename and delete them.
 */
export { default as catalogValueRoutes } from './routes.ts';
