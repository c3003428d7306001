/**
 * The back office's order desk: orders and their moves, the dashboard, distributors and their registration
 * documents, the contact messages and the discount codes. Administrators only.
 */
import { z } from 'zod';
import {
  contactMessageReadBody,
  contactMessageResponse,
  contactMessagesQuery,
  contactMessagesResponse,
  discountCodeBody,
  discountCodeResponse,
  discountCodesResponse,
  distributorDocumentParams,
  distributorResponse,
  distributorStatusBody,
  distributorStatusResponse,
  distributorsQuery,
  distributorsResponse,
} from '../admin-distributors.ts';
import {
  adminOrderMovedResponse,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  dashboardResponse,
  moveOrderBody,
  orderExportParams,
} from '../admin-orders.ts';
import { idParam, okResponse } from '../common.ts';
import { chartsQuery, chartsResponse } from '../dashboard-charts.ts';
import { endpoint } from '../endpoint.ts';

const access = 'admin';
const tag = 'admin';

const orders = {
  list: endpoint({
    method: 'GET',
    path: '/admin/orders',
    access,
    area: 'orders',
    tag,
    query: adminOrdersQuery,
    responses: { 200: adminOrdersResponse },
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/orders/:id',
    access,
    area: 'orders',
    tag,
    params: idParam,
    responses: { 200: adminOrderResponse },
  }),
  move: endpoint({
    method: 'PATCH',
    path: '/admin/orders/:id/status',
    access,
    area: 'orders',
    tag,
    params: idParam,
    body: moveOrderBody,
    responses: { 200: adminOrderMovedResponse },
  }),
  /** the orders the filters find, one row per line with its VAT breakdown, for the accountant (a file) */
  export: endpoint({
    method: 'GET',
    path: '/admin/orders/export/:format',
    access,
    area: 'orders',
    tag,
    params: orderExportParams,
    query: adminOrdersQuery,
    responses: { 200: z.any().describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  }),
  /** the order's «Nota de pedido», the same PDF its distributor downloads */
  pdf: endpoint({
    method: 'GET',
    path: '/admin/orders/:id/pdf',
    access,
    area: 'orders',
    tag,
    params: idParam,
    responses: { 200: z.any().describe('application/pdf') },
  }),
};

const dashboard = {
  get: endpoint({ method: 'GET', path: '/admin/dashboard', access, area: 'dashboard', tag, responses: { 200: dashboardResponse } }),
  /** the dashboard's charts for the last 30 or 90 days */
  charts: endpoint({
    method: 'GET',
    path: '/admin/dashboard/charts',
    access,
    area: 'dashboard',
    tag,
    query: chartsQuery,
    responses: { 200: chartsResponse },
  }),
};

const distributors = {
  list: endpoint({
    method: 'GET',
    path: '/admin/distributors',
    access,
    area: 'distributors',
    tag,
    query: distributorsQuery,
    responses: { 200: distributorsResponse },
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/distributors/:id',
    access,
    area: 'distributors',
    tag,
    params: idParam,
    responses: { 200: distributorResponse },
  }),
  /** the PDF a distributor uploaded when registering: a file, not JSON (the web downloads it) */
  document: endpoint({
    method: 'GET',
    path: '/admin/distributors/:id/documents/:documentId',
    access,
    area: 'documents',
    tag,
    params: distributorDocumentParams,
    responses: { 200: z.any().describe('application/pdf') },
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/admin/distributors/:id/status',
    access,
    area: 'distributors',
    tag,
    params: idParam,
    body: distributorStatusBody,
    responses: { 200: distributorStatusResponse },
  }),
};

const messages = {
  list: endpoint({
    method: 'GET',
    path: '/admin/contact-messages',
    access,
    area: 'messages',
    tag,
    query: contactMessagesQuery,
    responses: { 200: contactMessagesResponse },
  }),
  mark: endpoint({
    method: 'PATCH',
    path: '/admin/contact-messages/:id',
    access,
    area: 'messages',
    tag,
    params: idParam,
    body: contactMessageReadBody,
    responses: { 200: contactMessageResponse },
  }),
};

const discountCodes = {
  list: endpoint({ method: 'GET', path: '/admin/discount-codes', access, area: 'prices', tag, responses: { 200: discountCodesResponse } }),
  create: endpoint({
    method: 'POST',
    path: '/admin/discount-codes',
    access,
    area: 'prices',
    tag,
    body: discountCodeBody,
    responses: { 201: discountCodeResponse },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/discount-codes/:id',
    access,
    area: 'prices',
    tag,
    params: idParam,
    body: discountCodeBody,
    responses: { 200: discountCodeResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/discount-codes/:id',
    access,
    area: 'prices',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
};

export const adminOrders = { orders, dashboard, distributors, messages, discountCodes };
