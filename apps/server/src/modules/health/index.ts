/**
 * The operator's endpoints: the health check (database, storage, queue and Redis, 503 when the database does
 * not answer) and the Prometheus metrics.
 */
export { default as healthRoutes } from './routes.ts';
