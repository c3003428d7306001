/**
 * A distributor's orders (docs/product.md §7.6): place one from the cart, have its e-mails sent, list them and open
 * one. The wire keeps the contract's word, `sale`; the code calls it an order (docs/decisions/012).
 */
import { idParam, okResponse } from '../common.ts';
import { rejectOrderBody } from '../company.ts';
import { endpoint } from '../endpoint.ts';
import { makeSaleBody, makeSaleResponse, mySaleDetailResponse, mySalesQuery, mySalesResponse } from '../sale.ts';

const tag = 'sales';

export const sales = {
  /** the cart becomes an order */
  place: endpoint({
    method: 'POST',
    path: '/sale/make_sale',
    access: 'orderer',
    tag,
    body: makeSaleBody,
    responses: { 201: makeSaleResponse },
  }),
  /** sends the e-mails of the caller's orders not yet confirmed (the step after placing one) */
  processOrders: endpoint({
    method: 'GET',
    path: '/product/process_orders',
    access: 'orderer',
    tag,
    responses: { 200: okResponse },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/sale/my_sales',
    access: 'buyer',
    tag,
    query: mySalesQuery,
    responses: { 200: mySalesResponse },
  }),
  /** the company's owner lets an order over a buyer's limit go to the store (docs/product.md §28) */
  approve: endpoint({
    method: 'POST',
    path: '/sale/:id/approve',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
  /** the owner refuses it, saying why: it is canceled and its stock given back */
  reject: endpoint({
    method: 'POST',
    path: '/sale/:id/reject',
    access: 'buyer',
    tag,
    params: idParam,
    body: rejectOrderBody,
    responses: { 200: okResponse },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/sale/my_sale_detail/:id',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: mySaleDetailResponse },
  }),
};
