import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { distributorsKey } from '../../api/get-distributors.ts';

export const distributorCreditKey = (id: number) => [...distributorsKey, 'credit', id] as const;

/** The distributor's payment terms with what it owes on credit and the orders due. */
export function useDistributorCredit(id: number) {
  return useQuery({
    queryKey: distributorCreditKey(id),
    queryFn: () => call(adminEndpoints.credit.get, { params: { id } }).then((r) => r.credit),
    enabled: id > 0,
  });
}
