// Shared: the values section edits the brands, the banners section picks one for a publicity.
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const brandsKey = ['admin', 'brands'] as const;

export function useBrands() {
  return useQuery({
    queryKey: brandsKey,
    queryFn: () => call(adminEndpoints.values.brands).then((r) => r.brands),
  });
}
