import type { FilterValueGroup } from '@store/contracts/admin-catalog';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';
import { productOptionsKey } from '../../api/get-product-options.ts';
import { filterValuesKey } from './get-filter-values.ts';

export function useDeleteFilterValue(group: FilterValueGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.values.remove, { params: { group, id } }),
    // the group's values, and where the back office shows them too: the product form's choices and the products
    onSuccess: () =>
      Promise.all(
        [filterValuesKey(group), productOptionsKey, adminProductsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
