import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { discountCodesKey } from './get-discount-codes.ts';

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.discountCodes.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }),
  });
}
