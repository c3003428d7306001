import type { AdminBrand, AdminFilterValue, FilterValueBody, FilterValueGroup } from '@store/contracts/admin-catalog';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { upload } from '../api/files.ts';
import { productOptionsKey, productsKey } from '../products/api.ts';

export const brandsKey = ['admin', 'brands'] as const;
export const filterValuesKey = (group: FilterValueGroup) => ['admin', 'filters', group] as const;

type Msg = { ok: true; msg: string };

/**
 * After a brand or a filter value (category, colour, size, ...) is written: its own list, and where the back
 * office shows it too — the product form's choices and the products' list and pages.
 */
function useRefreshAfterWrite(key: QueryKey) {
  const queryClient = useQueryClient();
  return () => Promise.all([key, productOptionsKey, productsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useBrands() {
  return useQuery({
    queryKey: brandsKey,
    queryFn: () => api<{ ok: true; brands: AdminBrand[] }>('admin/brands').then((r) => r.brands),
  });
}

/** Creates (no id) or updates a brand: a form with `name` and, when chosen, the `logo` file, with upload progress. */
export function useSaveBrand() {
  const refresh = useRefreshAfterWrite(brandsKey);
  return useMutation({
    mutationFn: ({ id, name, logo, onProgress }: { id?: number; name: string; logo?: File; onProgress?: (f: number) => void }) => {
      const form = new FormData();
      form.append('name', name);
      if (logo) form.append('logo', logo);
      return upload<Msg & { brand: AdminBrand }>(id ? `admin/brands/${id}` : 'admin/brands', form, {
        method: id ? 'PUT' : 'POST',
        onProgress,
      });
    },
    onSuccess: refresh,
  });
}

export function useDeleteBrand() {
  const refresh = useRefreshAfterWrite(brandsKey);
  return useMutation({
    mutationFn: (id: number) => api<Msg>(`admin/brands/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useFilterValues(group: FilterValueGroup) {
  return useQuery({
    queryKey: filterValuesKey(group),
    queryFn: () => api<{ ok: true; values: AdminFilterValue[] }>(`admin/filters/${group}`).then((r) => r.values),
  });
}

export function useSaveFilterValue(group: FilterValueGroup) {
  const refresh = useRefreshAfterWrite(filterValuesKey(group));
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FilterValueBody }) =>
      id
        ? api<Msg & { value: AdminFilterValue }>(`admin/filters/${group}/${id}`, { method: 'PUT', body })
        : api<Msg & { value: AdminFilterValue }>(`admin/filters/${group}`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteFilterValue(group: FilterValueGroup) {
  const refresh = useRefreshAfterWrite(filterValuesKey(group));
  return useMutation({
    mutationFn: (id: number) => api<Msg>(`admin/filters/${group}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
