import type { ProductDetail } from '@store/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useProduct(productid: number) {
  return useQuery({
    queryKey: ['product', productid],
    queryFn: () => api<{ product: ProductDetail }>(`product/get_by_id/${productid}`).then((r) => r.product),
    enabled: productid > 0,
    staleTime: 0,
  });
}
