import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { QuoteState } from '@store/contracts/quotes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const adminQuotesKey = ['admin', 'quotes'] as const;

/** The quotes in one state (all of them: ''), newest first, up to 200. */
export function useAdminQuotes(state: QuoteState | '') {
  return useQuery({
    queryKey: [...adminQuotesKey, 'list', state],
    queryFn: () => call(adminEndpoints.quotes.list, { query: { state: state || undefined } }),
    placeholderData: keepPreviousData,
  });
}
