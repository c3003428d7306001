/**
 * A distributor's buying tools (decision 018): reorder a past order, the quick order (review and add), several
 * cart lines in one request (the size curve).
 */
import { addLinesBody, addLinesResponse, reorderResponse } from '../buying.ts';
import { idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { quickOrderReviewBody, quickOrderReviewResponse } from '../quick-order.ts';

const tag = 'cart';

export const buying = {
  /** several lines at once, all or none (the size curve; the quick order's valid lines) */
  addLines: endpoint({
    method: 'POST',
    path: '/shopping_cart/add_many',
    access: 'orderer',
    tag,
    body: addLinesBody,
    responses: { 200: addLinesResponse },
  }),
  /** a past order's lines back into the cart at today's prices and stock; another's order is a 404 */
  reorder: endpoint({
    method: 'POST',
    path: '/sale/reorder/:id',
    access: 'orderer',
    tag,
    params: idParam,
    responses: { 200: reorderResponse },
  }),
  /** the quick order's pasted lines, each resolved or refused with its line number; adds nothing */
  quickOrderReview: endpoint({
    method: 'POST',
    path: '/quick_order/review',
    access: 'buyer',
    tag,
    body: quickOrderReviewBody,
    responses: { 200: quickOrderReviewResponse },
  }),
  /** the same review of a .csv or .xlsx file (field `file`); the answer carries the rows as text */
  quickOrderReviewFile: endpoint({
    method: 'POST',
    path: '/quick_order/review_file',
    access: 'buyer',
    tag,
    body: 'multipart',
    responses: { 200: quickOrderReviewResponse },
  }),
};
