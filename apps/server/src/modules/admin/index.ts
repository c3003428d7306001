/**
 * The back office: its sections (modules/admin/<section>/), each with its own front door, registered here
 * under /api/admin and checked by route() for the staff role's area before any body is read.
 */
export { default as adminRoutes } from './routes.ts';
