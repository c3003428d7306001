import type { FilterValueGroup } from '@store/contracts/admin-catalog';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const filterValuesKey = (group: FilterValueGroup) => ['admin', 'filters', group] as const;

/** One group's filter values (categories, colours, sizes…). */
export function useFilterValues(group: FilterValueGroup) {
  return useQuery({
    queryKey: filterValuesKey(group),
    queryFn: () => call(adminEndpoints.values.list, { params: { group } }).then((r) => r.values),
  });
}
