import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminOrdersKey } from '../../../../lib/query-keys.ts';

export const adminOrderKey = (id: number) => [...adminOrdersKey, 'detail', id] as const;

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: () => call(adminEndpoints.orders.get, { params: { id } }),
    enabled: id > 0,
  });
}
