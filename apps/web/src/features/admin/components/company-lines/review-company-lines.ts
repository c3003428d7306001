import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

/** «Revisar»: pasted lines read at one company's prices (and stock, for an order), as the distributor's «Pedido rápido» reads them. */
export function useReviewCompanyLines() {
  return useMutation({
    mutationFn: (body: { companyid: number; text: string; purpose: 'order' | 'quote' }) => call(adminEndpoints.keyedOrders.lines, { body }),
  });
}
