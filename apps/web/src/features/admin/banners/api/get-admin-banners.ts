import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const bannersKey = ['admin', 'banners'] as const;

/** The home page's banners, every type, active or not. */
export function useAdminBanners() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: () => call(adminEndpoints.banners.list).then((r) => r.banners),
  });
}
