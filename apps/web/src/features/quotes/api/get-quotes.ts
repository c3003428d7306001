import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The company's quotes: asking for one (the cart), accepting or declining one makes them stale. */
export const quotesKey = ['quotes'] as const;

/** The company's quotes, newest first. */
export function useQuotes() {
  return useQuery({
    queryKey: [...quotesKey, 'list'],
    queryFn: () => call(endpoints.quotes.list),
    select: (data) => data.quotes,
  });
}

/** One quote with its lines; nothing is asked for until a quote is chosen. */
export function useQuote(id: number | null) {
  const quoteId = id ?? 0;
  return useQuery({
    queryKey: [...quotesKey, 'detail', quoteId],
    queryFn: () => call(endpoints.quotes.get, { params: { id: quoteId } }),
    select: (data) => data.quote,
    enabled: id !== null,
  });
}
