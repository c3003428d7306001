/**
 * The e-mails the queue gave up on, as the staff read them (to whom, what, when, why), and «Reintentar», which
 * gives one of them one more attempt at once.
 */
export { default as mailRoutes } from './routes.ts';
