/**
 * The staff's accounts (Administrador only): the staff page, invitations, changes of role or state, and the
 * invitation's public page where the e-mailed link sets the new account's password.
 */
export { default as staffRoutes } from './routes.ts';
