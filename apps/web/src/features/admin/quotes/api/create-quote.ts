import type { QuoteCreateBody } from '@store/contracts/admin-quotes';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminQuotesKey } from './get-quotes.ts';

/** A quote written from scratch for a company, sent at once. */
export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteCreateBody) => call(adminEndpoints.quotes.create, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...adminQuotesKey, 'list'] }),
  });
}
