import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

/** The deleted product's own page is left alone (it is being left); only the lists are read again. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.products.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminProductsKey, 'list'] }),
  });
}
