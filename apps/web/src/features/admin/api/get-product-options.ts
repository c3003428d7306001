// Shared: the products section's form and list read them; the values section makes them stale when it writes.
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The product form's choices (brands, filter values, colours, sizes): read again when those are edited. */
export const productOptionsKey = ['admin', 'product-options'] as const;

export const productOptionsQueryOptions = queryOptions({
  queryKey: productOptionsKey,
  queryFn: () => call(adminEndpoints.products.options),
  staleTime: 60_000,
});

export function useProductOptions() {
  return useQuery(productOptionsQueryOptions);
}
