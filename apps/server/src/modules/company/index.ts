/**
 * The distributor as a company (docs/product.md §27): its branches, where its orders are delivered; checkout
 * and registration take theirs from here.
 */
export { type DeliveryBranch, deliveryBranch, deliveryOf, listBranches, registrationBranch } from './branches.ts';
export { default as companyRoutes } from './routes.ts';
