import type { BrandPublicity } from '@store/contracts/catalog';
import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Brand publicity: a failure is logged and shows none (docs/product.md §7, an empty list). */
export function useBrandPublicity() {
  return useQuery({
    queryKey: ['brand-publicity'],
    queryFn: () =>
      call(endpoints.content.brandPublicity).then(
        (r) => r.brandsPublicity,
        (error): BrandPublicity[] => {
          console.error('brand publicity', error);
          return [];
        },
      ),
    staleTime: 5 * 60_000,
  });
}
