// The warehouse's orders to prepare and dispatch, with their counts. Nothing the warehouse reads carries a price.
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const fulfilmentKey = ['admin', 'fulfilment'] as const;

export type FulfilmentStatus = 'APPROVED' | 'TO_DELIVER' | 'DELIVERING';

export interface FulfilmentFilters {
  status: FulfilmentStatus;
  q: string;
  page: number;
  size: number;
}

export function useFulfilmentList(f: FulfilmentFilters) {
  return useQuery({
    queryKey: [...fulfilmentKey, 'list', f],
    queryFn: () => call(adminEndpoints.fulfilment.list, { query: { ...f, q: f.q.trim() } }),
    placeholderData: keepPreviousData,
  });
}
