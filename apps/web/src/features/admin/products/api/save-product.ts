import type { AdminProductBody } from '@store/contracts/admin-products';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

const { products } = adminEndpoints;

/** Creates (id null) or updates a product; either answers its id. The products' lists and details are read again. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminProductBody }) =>
      id === null
        ? call(products.create, { body })
        : call(products.update, { params: { id }, body }).then((r) => ({ ...r, productid: id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
