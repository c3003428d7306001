/**
 * The distributor as a company (docs/product.md §27, §28): its branches, where its orders are delivered, and its
 * people; checkout, registration and the back office take theirs from here.
 */

export { approvedCompany, companyOf, firstOwner, ownerOf } from './access.ts';
export { type DeliveryBranch, deliveryBranch, deliveryOf, listBranches, registrationBranch } from './branches.ts';
export { listPeople } from './people.ts';
export { default as companyRoutes } from './routes.ts';
