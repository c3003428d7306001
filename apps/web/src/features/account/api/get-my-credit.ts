import { endpoints } from '@store/contracts/endpoints/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';

// Under the orders' key: what is owed changes with every order placed, and placing one makes the orders stale.
export const myCreditQueryOptions = queryOptions({
  queryKey: [...myOrdersKey, 'credit'],
  queryFn: () => call(endpoints.users.credit).then((r) => r.credit),
  staleTime: 0,
});

/** The distributor's payment terms, what it owes on credit and the orders due; the staff have no credit of their own. */
export function useMyCredit() {
  const user = useSession();
  return useQuery({ ...myCreditQueryOptions, enabled: user?.role === 'DISTRIBUTOR' });
}
