import { endpoints } from '@store/contracts/endpoints/store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

export function useMyOrders(page: number, size: number) {
  return useQuery({
    queryKey: [...myOrdersKey, 'list', { page, size }],
    queryFn: () => call(endpoints.sales.mine, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}
