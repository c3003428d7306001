/** The back office's «Facturas» (`adminEndpoints.invoices`): administrators and «Ventas»; Bodega has no access. */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../lib/app-error.ts';
import { sendPrivateFile } from '../../../lib/private-file.ts';
import { route } from '../../../lib/route.ts';
import { documentFile } from '../../e-invoicing/index.ts';
import { invoicingStatus, issueInvoice, listInvoices, resendInvoiceMail, retryInvoice, stuckInvoices } from './service.ts';

const { invoices } = adminEndpoints;

const invoiceAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, invoices.list, (request) => listInvoices(app.servicesFor(request), request.query));
  route(app, invoices.summary, async () => ({ stuck: await stuckInvoices(app.db), invoicing: invoicingStatus(app.invoicing) }));
  route(app, invoices.file, async (request, reply) => {
    const file = await documentFile(app.db, request.params.id, request.params.format);
    if (file === undefined) throw notFound(ADMIN_MSG.invoiceNotFound);
    if (file === null) throw notFound(ADMIN_MSG.invoiceFileNotReady);
    return sendPrivateFile(reply, file, 'attachment');
  });
  route(app, invoices.issue, (request) => issueInvoice(app.servicesFor(request), request.params.id, request.user.id), { history: 'own' });
  route(app, invoices.retry, (request) => retryInvoice(app.servicesFor(request), request.params.id, request.user.id), { history: 'own' });
  route(app, invoices.resend, (request) => resendInvoiceMail(app.servicesFor(request), request.params.id, request.user.id), {
    history: 'own',
  });
};
export default invoiceAdminRoutes;
