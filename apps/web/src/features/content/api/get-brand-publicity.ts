import type { BrandPublicity } from '@store/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useBrandPublicity() {
  return useQuery({
    queryKey: ['brand-publicity'],
    queryFn: () =>
      api<{ brandsPublicity: BrandPublicity[] }>('brand/get_all_publicity').then(
        (r) => r.brandsPublicity,
        (error) => {
          console.error('brand publicity', error);
          return [] as BrandPublicity[];
        },
      ),
    staleTime: 5 * 60_000,
  });
}
