import type { Banner } from '@store/contracts/catalog';
import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A failed banner fetch is only logged: the page shows no banners (docs/product.md §8). */
export function useBanners() {
  return useQuery({
    queryKey: ['banners'],
    queryFn: () =>
      call(endpoints.content.banners).then(
        (r) => r.banners,
        (error): Banner[] => {
          console.error('banners', error);
          return [];
        },
      ),
    staleTime: 5 * 60_000,
  });
}
