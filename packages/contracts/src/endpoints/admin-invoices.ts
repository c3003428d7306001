/** The back office's «Facturas» (decision 039): the documents, their files, «Reintentar», «Reenviar correo», and «Emitir factura» on an order. */

import { z } from 'zod';
import {
  adminInvoiceActionResponse,
  adminInvoiceFileParams,
  adminInvoicesQuery,
  adminInvoicesResponse,
  adminInvoicingSummaryResponse,
} from '../admin-invoices.ts';
import { idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const access = 'admin';
const area = 'invoices';
const tag = 'admin';

const invoices = {
  list: endpoint({
    method: 'GET',
    path: '/admin/invoices',
    access,
    area,
    tag,
    query: adminInvoicesQuery,
    responses: { 200: adminInvoicesResponse },
  }),
  summary: endpoint({
    method: 'GET',
    path: '/admin/invoices/summary',
    access,
    area,
    tag,
    responses: { 200: adminInvoicingSummaryResponse },
  }),
  /** the authorised XML (`xml`) or the RIDE (`pdf`); a 404 saying so before the SRI authorised it */
  file: endpoint({
    method: 'GET',
    path: '/admin/invoices/:id/file/:format',
    access,
    area,
    tag,
    params: adminInvoiceFileParams,
    responses: { 200: z.any().describe('application/xml or application/pdf') },
  }),
  /** sends a returned, refused or stuck document again: rebuilt from the order and the store's data as they are now when the SRI refused it */
  retry: endpoint({
    method: 'POST',
    path: '/admin/invoices/:id/retry',
    access,
    area,
    tag,
    params: idParam,
    responses: { 200: adminInvoiceActionResponse },
  }),
  /** the buyer's e-mail with the authorised XML and the RIDE, once more */
  resend: endpoint({
    method: 'POST',
    path: '/admin/invoices/:id/resend',
    access,
    area,
    tag,
    params: idParam,
    responses: { 200: adminInvoiceActionResponse },
  }),
  /** «Emitir factura»: an approved order's factura before it goes «Para despacho» */
  issue: endpoint({
    method: 'POST',
    path: '/admin/orders/:id/invoice',
    access,
    area,
    tag,
    params: idParam,
    responses: { 201: adminInvoiceActionResponse },
  }),
};

export const adminInvoices = { invoices };
