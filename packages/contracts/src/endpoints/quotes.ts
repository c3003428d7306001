/**
 * A company's quotes (docs/product.md §29): its people read them; the owner and the buyers ask for one from the cart,
 * accept one (an order at the quoted prices) or decline it. Another company's quote is the same 404 as none.
 */
import { z } from 'zod';
import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { quoteAcceptBody, quoteCreatedResponse, quoteDeclineBody, quoteRequestBody, quoteResponse, quotesResponse } from '../quotes.ts';
import { makeSaleResponse } from '../sale.ts';

const tag = 'quotes';

export const quotes = {
  list: endpoint({ method: 'GET', path: '/quotes', access: 'buyer', tag, responses: { 200: quotesResponse } }),
  get: endpoint({ method: 'GET', path: '/quotes/:id', access: 'buyer', tag, params: idParam, responses: { 200: quoteResponse } }),
  /** the quote as a PDF, once answered */
  pdf: endpoint({
    method: 'GET',
    path: '/quotes/:id/pdf',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: z.any().describe('application/pdf') },
  }),
  /** «Solicitar cotización»: the cart's lines become a quote and the cart is emptied */
  request: endpoint({
    method: 'POST',
    path: '/quotes',
    access: 'orderer',
    tag,
    body: quoteRequestBody,
    responses: { 201: quoteCreatedResponse },
  }),
  /** «Aceptar cotización»: an order at the quoted prices, stock and credit checked now */
  accept: endpoint({
    method: 'POST',
    path: '/quotes/:id/accept',
    access: 'orderer',
    tag,
    params: idParam,
    body: quoteAcceptBody,
    responses: { 201: makeSaleResponse },
  }),
  decline: endpoint({
    method: 'POST',
    path: '/quotes/:id/decline',
    access: 'orderer',
    tag,
    params: idParam,
    body: quoteDeclineBody,
    responses: { 200: okResponse },
  }),
};
