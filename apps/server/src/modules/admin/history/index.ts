/**
 * The history of the back office's changes: writing a change in the transaction that makes it (recordChange),
 * the one line a small setting's request writes (requestHistory), and the Administrador's list.
 */
export { default as requestHistory } from './request-history.ts';
export { default as historyRoutes } from './routes.ts';
export { type Change, recordChange } from './service.ts';
