import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { distributorsKey } from './get-distributors.ts';

export const distributorKey = (id: number) => [...distributorsKey, 'detail', id] as const;

export function useDistributor(id: number) {
  return useQuery({
    queryKey: distributorKey(id),
    queryFn: () => call(adminEndpoints.distributors.get, { params: { id } }),
    enabled: id > 0,
  });
}
