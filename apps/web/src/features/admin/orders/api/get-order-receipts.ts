import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminOrdersKey } from '../../../../lib/query-keys.ts';

export const orderReceiptsKey = (orderId: number) => [...adminOrdersKey, 'receipts', orderId] as const;

/** The order's transfer payment: where it stands and the receipts the distributor sent. */
export function useOrderReceipts(orderId: number) {
  return useQuery({
    queryKey: orderReceiptsKey(orderId),
    queryFn: () => call(adminEndpoints.payments.receipts, { params: { id: orderId } }),
  });
}
