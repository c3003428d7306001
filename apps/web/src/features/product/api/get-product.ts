import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export function useProduct(productid: number) {
  // Prices differ between visitors and distributors, so the audience is part of the key.
  const signedIn = Boolean(useSession());
  return useQuery({
    queryKey: ['product', signedIn, productid],
    queryFn: () => call(endpoints.catalog.product, { params: { id: productid } }).then((r) => r.product),
    enabled: productid > 0,
    staleTime: 0,
  });
}
