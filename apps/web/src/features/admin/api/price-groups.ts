/**
 * The back office's price groups as a shared list: the price-lists section edits them, a distributor's page picks
 * one of them, so the query lives here and not in either section.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** the groups; a list's prices sit under it, so one invalidation refreshes both */
export const priceGroupsKey = ['admin', 'price-groups'] as const;

export function usePriceGroups() {
  return useQuery({ queryKey: priceGroupsKey, queryFn: () => call(adminEndpoints.priceGroups.list) });
}
