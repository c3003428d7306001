/**
 * The signed-in distributor's own profile: read it and change what is not their identity (the cédula or RUC
 * and the e-mail stay).
 */
export { default as userRoutes } from './routes.ts';
