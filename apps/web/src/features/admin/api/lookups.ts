/**
 * The back office's shared lists: the product form's choices and the brands. The products, values and
 * banners sections all read them, so their queries live here and not in one section.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The product form's choices (brands, filter values, colours, sizes): read again when those are edited. */
export const productOptionsKey = ['admin', 'product-options'] as const;

export const productOptionsQuery = queryOptions({
  queryKey: productOptionsKey,
  queryFn: () => call(adminEndpoints.products.options),
  staleTime: 60_000,
});

export function useProductOptions() {
  return useQuery(productOptionsQuery);
}

export const brandsKey = ['admin', 'brands'] as const;

export function useBrands() {
  return useQuery({
    queryKey: brandsKey,
    queryFn: () => call(adminEndpoints.values.brands).then((r) => r.brands),
  });
}
