/** What a buyer downloads of an order's electronic invoice: the factura's authorised XML and its RIDE (`endpoints.documents`). */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { route } from '../../lib/route.ts';
import { buyerInvoiceFile } from './service.ts';

const invoiceRoutes: FastifyPluginAsync = async (app) => {
  for (const [spec, format] of [
    [endpoints.documents.invoiceXml, 'xml'],
    [endpoints.documents.invoicePdf, 'pdf'],
  ] as const) {
    route(app, spec, async (request, reply) => {
      const file = await buyerInvoiceFile(app.db, request.params.id, request.user, format);
      if (!file) throw notFound(MSG.invoiceNotAuthorized);
      return sendPrivateFile(reply, file, 'attachment');
    });
  }
};
export default invoiceRoutes;
