import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';
import { brandsKey } from '../../api/get-brands.ts';
import { productOptionsKey } from '../../api/get-product-options.ts';

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.values.removeBrand, { params: { id } }),
    // the brands, and where the back office shows them too: the product form's choices and the products
    onSuccess: () =>
      Promise.all([brandsKey, productOptionsKey, adminProductsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
