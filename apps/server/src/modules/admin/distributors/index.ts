/**
 * The distributors in the back office: registrations and accounts with their documents and orders, and
 * approving, rejecting, disabling or enabling one (the distributor is told by e-mail).
 */
export { default as distributorRoutes } from './routes.ts';
