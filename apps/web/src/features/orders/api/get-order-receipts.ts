import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

export const orderReceiptsKey = (orderId: number) => [...myOrdersKey, 'receipts', orderId] as const;

/** An order's payment state and the receipts sent for it, newest first. */
export function useOrderReceipts(orderId: number) {
  return useQuery({
    queryKey: orderReceiptsKey(orderId),
    queryFn: () => call(endpoints.payments.receipts, { params: { id: orderId } }),
  });
}
