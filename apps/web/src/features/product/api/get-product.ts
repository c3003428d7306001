import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function useProduct(productid: number) {
  return useQuery({
    queryKey: ['product', productid],
    queryFn: () => call(endpoints.catalog.product, { params: { id: productid } }).then((r) => r.product),
    enabled: productid > 0,
    staleTime: 0,
  });
}
