import type { AdminVariantUpdateBody } from '@store/contracts/admin-products';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

/**
 * Saves a variant's fields and the stock rows its card changed in one request (one transaction: all or
 * nothing). Read again whatever the answer, so a refused save (stock sold meanwhile) shows the stock as it is now.
 */
export function useSaveVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminVariantUpdateBody }) =>
      call(adminEndpoints.products.updateVariant, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
