/**
 * A distributor's buying tools (issue 12): reorder a past order, the quick order (review and add), several
 * cart lines in one request (the size curve).
 */
import { addLinesBody, addLinesResponse } from '../buying.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'cart';

export const buying = {
  /** several lines at once, all or none (the size curve; the quick order's valid lines) */
  addLines: endpoint({
    method: 'POST',
    path: '/shopping_cart/add_many',
    access: 'user',
    tag,
    body: addLinesBody,
    responses: { 200: addLinesResponse },
  }),
};
