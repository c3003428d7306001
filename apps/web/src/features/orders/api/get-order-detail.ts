import { endpoints } from '@store/contracts/endpoints/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'detail', id],
    queryFn: () => call(endpoints.sales.detail, { params: { id } }),
  });

/** One order with its lines; nothing is asked for until an order is chosen. */
export function useOrderDetail(id: number | null) {
  return useQuery({ ...orderDetailQueryOptions(id ?? 0), enabled: id !== null });
}
