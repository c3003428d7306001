// Shared: the price-lists section edits the groups, a distributor's page picks one of them.
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** the groups; a list's prices sit under it, so one invalidation refreshes both */
export const priceGroupsKey = ['admin', 'price-groups'] as const;

export function usePriceGroups() {
  return useQuery({ queryKey: priceGroupsKey, queryFn: () => call(adminEndpoints.priceGroups.list) });
}
