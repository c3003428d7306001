/**
 * The discount codes a distributor may type in the cart, as the staff list, create, change and delete them (a
 * code orders used is kept as it was).
 */
export { default as discountCodeRoutes } from './routes.ts';
