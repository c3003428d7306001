import type { Banner } from '@store/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A failed banner fetch is only logged: the page shows no banners (SPEC.md 8). */
export function useBanners() {
  return useQuery({
    queryKey: ['banners'],
    queryFn: () =>
      api<{ banners: Banner[] }>('banner/all').then(
        (r) => r.banners,
        (error) => {
          console.error('banners', error);
          return [] as Banner[];
        },
      ),
    staleTime: 5 * 60_000,
  });
}
