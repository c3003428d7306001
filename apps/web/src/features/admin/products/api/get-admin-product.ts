import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

export const productDetailKey = (id: number) => [...adminProductsKey, 'detail', id] as const;

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: productDetailKey(id),
    queryFn: () => call(adminEndpoints.products.get, { params: { id } }).then((r) => r.product),
  });
}
