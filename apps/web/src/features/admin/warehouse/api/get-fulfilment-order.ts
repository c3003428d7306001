import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { fulfilmentKey } from './get-fulfilment-list.ts';

export const fulfilmentOrderKey = (id: number) => [...fulfilmentKey, 'detail', id] as const;

export function useFulfilmentOrder(id: number) {
  return useQuery({
    queryKey: fulfilmentOrderKey(id),
    queryFn: () => call(adminEndpoints.fulfilment.get, { params: { id } }),
    enabled: id > 0,
  });
}
