/**
 * The back office's calls for brands (with their logo) and filter values (categories, colours, sizes…): lists,
 * saves and removals, and what each write makes stale elsewhere in the back office.
 */
import type { FilterValueBody, FilterValueGroup } from '@store/contracts/admin-catalog';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { upload } from '../../../lib/files.ts';
import { adminProductsKey } from '../../../lib/query-keys.ts';
import { brandsKey, productOptionsKey } from '../api/lookups.ts';

const { values } = adminEndpoints;

export const filterValuesKey = (group: FilterValueGroup) => ['admin', 'filters', group] as const;

/**
 * After a brand or a filter value (category, colour, size, ...) is written: its own list, and where the back
 * office shows it too — the product form's choices and the products' list and pages.
 */
function useRefreshAfterWrite(key: QueryKey) {
  const queryClient = useQueryClient();
  return () => Promise.all([key, productOptionsKey, adminProductsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Creates (no id) or updates a brand: a form with `name` and, when chosen, the `logo` file, with upload progress. */
export function useSaveBrand() {
  const refresh = useRefreshAfterWrite(brandsKey);
  return useMutation({
    mutationFn: ({ id, name, logo, onProgress }: { id?: number; name: string; logo?: File; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      body.append('name', name);
      if (logo) body.append('logo', logo);
      return id
        ? upload(values.updateBrand, { params: { id }, body }, { onProgress })
        : upload(values.createBrand, { body }, { onProgress });
    },
    onSuccess: refresh,
  });
}

export function useDeleteBrand() {
  const refresh = useRefreshAfterWrite(brandsKey);
  return useMutation({
    mutationFn: (id: number) => call(values.removeBrand, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useFilterValues(group: FilterValueGroup) {
  return useQuery({
    queryKey: filterValuesKey(group),
    queryFn: () => call(values.list, { params: { group } }).then((r) => r.values),
  });
}

export function useSaveFilterValue(group: FilterValueGroup) {
  const refresh = useRefreshAfterWrite(filterValuesKey(group));
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FilterValueBody }) =>
      id ? call(values.update, { params: { group, id }, body }) : call(values.create, { params: { group }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteFilterValue(group: FilterValueGroup) {
  const refresh = useRefreshAfterWrite(filterValuesKey(group));
  return useMutation({
    mutationFn: (id: number) => call(values.remove, { params: { group, id } }),
    onSuccess: refresh,
  });
}
