import type { FilterGroup } from '@store/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Filter groups; a failure is logged and leaves the panel empty (SPEC.md 8). */
export function useFilters(preventa: boolean) {
  return useQuery({
    queryKey: ['filters', preventa],
    queryFn: () =>
      api<{ filters: FilterGroup[] }>('filters/get_all', { query: { preventa: preventa ? true : undefined } }).then(
        (r) => r.filters,
        (error) => {
          console.error('filters', error);
          return [] as FilterGroup[];
        },
      ),
    staleTime: 5 * 60_000,
  });
}
