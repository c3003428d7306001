import type { QuoteAnswerBody } from '@store/contracts/admin-quotes';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminQuoteKey } from './get-quote.ts';
import { adminQuotesKey } from './get-quotes.ts';

/** «Enviar cotización»: the prices (or a percent), the validity and the note; the answer is the quote as sent. */
export function useAnswerQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteAnswerBody) => call(adminEndpoints.quotes.answer, { params: { id }, body }),
    onSuccess: (res) => {
      queryClient.setQueryData(adminQuoteKey(id), { ok: true as const, quote: res.quote });
      void queryClient.invalidateQueries({ queryKey: [...adminQuotesKey, 'list'] });
    },
  });
}
