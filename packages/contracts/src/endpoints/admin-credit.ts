/** The back office's credit terms of a distributor (decision 029): read them with what it owes, and change them. */
import { idParam } from '../common.ts';
import { creditResponse, creditTermsBody, creditTermsResponse } from '../credit.ts';
import { endpoint } from '../endpoint.ts';

const access = 'admin';
const tag = 'admin: distributors';

export const adminCredit = {
  credit: {
    get: endpoint({
      method: 'GET',
      path: '/admin/distributors/:id/credit',
      access,
      area: 'distributors',
      tag,
      params: idParam,
      responses: { 200: creditResponse },
    }),
    set: endpoint({
      method: 'PUT',
      path: '/admin/distributors/:id/credit',
      access,
      area: 'credit',
      tag,
      params: idParam,
      body: creditTermsBody,
      responses: { 200: creditTermsResponse },
    }),
  },
};
