import type { FilterValueBody, FilterValueGroup } from '@store/contracts/admin-catalog';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';
import { productOptionsKey } from '../../api/get-product-options.ts';
import { filterValuesKey } from './get-filter-values.ts';

const { values } = adminEndpoints;

/** Creates (no id) or updates a value of the group. */
export function useSaveFilterValue(group: FilterValueGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FilterValueBody }) =>
      id ? call(values.update, { params: { group, id }, body }) : call(values.create, { params: { group }, body }),
    // the group's values, and where the back office shows them too: the product form's choices and the products
    onSuccess: () =>
      Promise.all(
        [filterValuesKey(group), productOptionsKey, adminProductsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
