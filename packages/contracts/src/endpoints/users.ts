/** The signed-in distributor's own data (docs/product.md §2, profile page): read it, and change what is not their identity. */
import { profileUpdateBody } from '../auth.ts';
import { creditResponse } from '../credit.ts';
import { endpoint } from '../endpoint.ts';
import { myInfoResponse, updateResponse } from '../user.ts';

const tag = 'user';

export const users = {
  myInfo: endpoint({
    method: 'GET',
    path: '/user/my_info',
    access: 'user',
    tag,
    responses: { 200: myInfoResponse },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/user/update',
    access: 'user',
    tag,
    body: profileUpdateBody,
    responses: { 200: updateResponse },
  }),
  /** its payment terms, what it owes on credit and the orders due (decision 029) */
  credit: endpoint({ method: 'GET', path: '/user/credit', access: 'buyer', tag, responses: { 200: creditResponse } }),
};
