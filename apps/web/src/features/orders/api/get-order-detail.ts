import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

/** One order with its lines; nothing is asked for until an order is chosen. */
export function useOrderDetail(id: number | null) {
  const orderId = id ?? 0;
  return useQuery({
    queryKey: [...myOrdersKey, 'detail', orderId],
    queryFn: () => call(endpoints.sales.detail, { params: { id: orderId } }),
    enabled: id !== null,
  });
}
