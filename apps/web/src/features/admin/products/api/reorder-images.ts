import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

export function useReorderImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, order }: { variantId: number; order: number[] }) =>
      call(adminEndpoints.products.reorderImages, { params: { id: variantId }, body: { order } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
