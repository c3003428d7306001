import type { UserStatus } from '@store/contracts/constants';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const distributorsKey = ['admin', 'distributors'] as const;

export interface DistributorFilters {
  status: UserStatus | '';
  q: string;
  page: number;
  size: number;
}

/** The distributors by status and search, a page at a time. */
export function useDistributors(filters: DistributorFilters) {
  return useQuery({
    queryKey: [...distributorsKey, 'list', filters],
    queryFn: () =>
      call(adminEndpoints.distributors.list, {
        query: { status: filters.status || undefined, q: filters.q.trim() || undefined, page: filters.page, size: filters.size },
      }),
    placeholderData: keepPreviousData,
  });
}
