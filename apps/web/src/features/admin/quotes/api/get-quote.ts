import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminQuotesKey } from './get-quotes.ts';

export const adminQuoteKey = (id: number) => [...adminQuotesKey, 'detail', id] as const;

export function useAdminQuote(id: number) {
  return useQuery({
    queryKey: adminQuoteKey(id),
    queryFn: () => call(adminEndpoints.quotes.get, { params: { id } }),
    enabled: id > 0,
  });
}
