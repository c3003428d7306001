import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { storeBankAccountsKey } from '../../../lib/query-keys.ts';

/** The store's accounts a distributor pays into; they change seldom. */
export function useBankAccounts(enabled = true) {
  return useQuery({
    queryKey: storeBankAccountsKey,
    queryFn: () => call(endpoints.payments.bankAccounts),
    staleTime: 10 * 60_000,
    enabled,
  });
}
