import type { AdminVariantBody } from '@store/contracts/admin-products';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

export function useCreateVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: AdminVariantBody }) =>
      call(adminEndpoints.products.createVariant, { params: { id: productId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
