import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { quotesKey } from './get-quotes.ts';

/** «Solicitar cotización»: the cart's lines become a quote (the server empties the cart), with the buyer's note. */
export const requestQuote = (note: string) => call(endpoints.quotes.request, { body: note.trim() ? { note: note.trim() } : {} });

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}
