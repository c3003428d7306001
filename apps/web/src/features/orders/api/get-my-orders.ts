import { endpoints } from '@store/contracts/endpoints/store';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

export const myOrdersQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'list', { page, size }],
    queryFn: () => call(endpoints.sales.mine, { query: { page, size } }),
  });

export function useMyOrders(page: number, size: number) {
  return useQuery({ ...myOrdersQueryOptions(page, size), placeholderData: keepPreviousData });
}
