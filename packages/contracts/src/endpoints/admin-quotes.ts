/**
 * The back office's quotes and the orders the staff key in for a company (docs/product.md §29): «Ventas» and the
 * administrator (the `orders` area) answer a request, write a quote from scratch, and «Crear pedido».
 */
import { z } from 'zod';
import { adminQuotesQuery, companyLinesBody, keyedOrderBody, quoteAnswerBody, quoteCreateBody } from '../admin-quotes.ts';
import { idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { quickOrderReviewResponse } from '../quick-order.ts';
import { quoteCreatedResponse, quoteResponse, quotesResponse } from '../quotes.ts';
import { makeSaleResponse } from '../sale.ts';

const access = 'admin';
const area = 'orders';
const tag = 'admin';

const quotes = {
  list: endpoint({ method: 'GET', path: '/admin/quotes', access, area, tag, query: adminQuotesQuery, responses: { 200: quotesResponse } }),
  get: endpoint({ method: 'GET', path: '/admin/quotes/:id', access, area, tag, params: idParam, responses: { 200: quoteResponse } }),
  pdf: endpoint({
    method: 'GET',
    path: '/admin/quotes/:id/pdf',
    access,
    area,
    tag,
    params: idParam,
    responses: { 200: z.any().describe('application/pdf') },
  }),
  /** Ventas's answer (again, while it is open): prices, validity, note; the buyer gets it by e-mail with the PDF */
  answer: endpoint({
    method: 'PUT',
    path: '/admin/quotes/:id',
    access,
    area,
    tag,
    params: idParam,
    body: quoteAnswerBody,
    responses: { 200: quoteResponse.extend({ msg: z.string() }) },
  }),
  /** a quote written from scratch for a company, sent at once */
  create: endpoint({
    method: 'POST',
    path: '/admin/quotes',
    access,
    area,
    tag,
    body: quoteCreateBody,
    responses: { 201: quoteCreatedResponse },
  }),
};

const keyedOrders = {
  /** lines pasted as in «Pedido rápido», read at a company's prices and stock (no cart) */
  lines: endpoint({
    method: 'POST',
    path: '/admin/company-lines',
    access,
    area,
    tag,
    body: companyLinesBody,
    responses: { 200: quickOrderReviewResponse },
  }),
  /** «Crear pedido»: an order keyed in for a company, as if its owner placed it */
  create: endpoint({
    method: 'POST',
    path: '/admin/orders',
    access,
    area,
    tag,
    body: keyedOrderBody,
    responses: { 201: makeSaleResponse },
  }),
};

export const adminQuotes = { quotes, keyedOrders };
