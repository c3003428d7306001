/** The e-mails the queue gave up on, for the staff: the list and «Reintentar». Administrators only. */
import { failedMailsResponse, mailJobParams, mailRetriedResponse } from '../admin-mail.ts';
import { endpoint } from '../endpoint.ts';

const access = 'admin';
const tag = 'admin';

const mail = {
  failed: endpoint({ method: 'GET', path: '/admin/mail/failed', access, area: 'settings', tag, responses: { 200: failedMailsResponse } }),
  retry: endpoint({
    method: 'POST',
    path: '/admin/mail/failed/:id/retry',
    access,
    area: 'settings',
    tag,
    params: mailJobParams,
    responses: { 200: mailRetriedResponse },
  }),
};

export const adminMail = { mail };
