/**
 * Accounts (docs/product.md §2 and §5): the wholesale registration with its PDF documents, login and logout, the
 * password reset by e-mail link and the change of password of a signed-in distributor.
 */
import { changePasswordBody, loginBody, loginResponse, resetPasswordBody, resetSendBody } from '../auth.ts';
import { okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'auth';

export const auth = {
  /** The text fields of `registerFields` and file1..file5, in one multipart form. */
  register: endpoint({
    method: 'POST',
    path: '/auth/register_whole_sale',
    access: 'public',
    tag,
    body: 'multipart',
    responses: { 201: okResponse },
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login_whole_sale',
    access: 'public',
    tag,
    body: loginBody,
    responses: { 200: loginResponse },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'user',
    tag,
    responses: { 200: okResponse },
  }),
  /** Sets the page cookie (decision 033) for the session of the bearer: a session begun before it existed. */
  pageSession: endpoint({
    method: 'POST',
    path: '/auth/page_session',
    access: 'user',
    tag,
    responses: { 200: okResponse },
  }),
  sendPasswordReset: endpoint({
    method: 'PUT',
    path: '/auth/reset_password_send',
    access: 'public',
    tag,
    body: resetSendBody,
    responses: { 200: okResponse },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset_password',
    access: 'public',
    tag,
    body: resetPasswordBody,
    responses: { 200: okResponse },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/auth/change_password',
    access: 'user',
    tag,
    body: changePasswordBody,
    responses: { 200: okResponse },
  }),
};
