/**
 * Documents a distributor downloads (decision 016): an order's «Nota de pedido» PDF, its factura's authorised XML
 * (decision 039) and the price list (PDF, XLSX).
 * Each answers the file itself, not JSON (the web downloads it with lib/files.ts).
 */
import { z } from 'zod';
import { idParam } from '../common.ts';
import { priceListParams } from '../documents.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'documents';

export const documents = {
  /** one of the caller's orders as a PDF; another's is the same 404 as one that does not exist */
  orderPdf: endpoint({
    method: 'GET',
    path: '/sale/my_sale_detail/:id/pdf',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: z.any().describe('application/pdf') },
  }),
  /**
   * the authorised XML of one of the caller's orders' factura (docs/product.md §26), as the SRI authorised it;
   * another's order, or one without an authorised factura, is a 404 saying so
   */
  invoiceXml: endpoint({
    method: 'GET',
    path: '/sale/my_sale_detail/:id/factura.xml',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: z.any().describe('application/xml') },
  }),
  /** the RIDE (PDF) of the same factura, under the same rules */
  invoicePdf: endpoint({
    method: 'GET',
    path: '/sale/my_sale_detail/:id/factura.pdf',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: z.any().describe('application/pdf') },
  }),
  /** the active catalogue with the caller's prices, by brand: `pdf` or `xlsx` */
  priceList: endpoint({
    method: 'GET',
    path: '/documents/price-list/:format',
    access: 'buyer',
    tag,
    params: priceListParams,
    responses: { 200: z.any().describe('application/pdf or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  }),
};
