import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const publicityKey = ['admin', 'brand-publicity'] as const;

/** The brands' publicity images. */
export function useAdminPublicity() {
  return useQuery({
    queryKey: publicityKey,
    queryFn: () => call(adminEndpoints.banners.publicity).then((r) => r.publicity),
  });
}
