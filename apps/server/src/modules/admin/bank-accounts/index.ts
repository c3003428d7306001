/**
 * The store's bank accounts in the back office: list, add, change, order, switch off and delete the accounts
 * distributors pay into (the store reads the active ones through modules/payments).
 */
export { default as bankAccountRoutes } from './routes.ts';
