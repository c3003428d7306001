/** The company's word on an answered quote: «Aceptar cotización» (an order at the quoted prices) or «Rechazar». */
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';
import { quotesKey } from './get-quotes.ts';

/** Accepts quote `quoteId` into an order to branch `branchid` (left out: the main one). */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, branchid }: { quoteId: number; branchid?: number }) =>
      call(endpoints.quotes.accept, { params: { id: quoteId }, body: branchid ? { branchid } : {} }),
    // refused too: the quote may have been accepted elsewhere, or run out of its days
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: quotesKey }), queryClient.invalidateQueries({ queryKey: myOrdersKey })]),
  });
}

export function useDeclineQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, reason }: { quoteId: number; reason: string }) =>
      call(endpoints.quotes.decline, { params: { id: quoteId }, body: reason.trim() ? { reason: reason.trim() } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}
