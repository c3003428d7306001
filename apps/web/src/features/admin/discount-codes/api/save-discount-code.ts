import type { DiscountCodeBody } from '@store/contracts/admin-distributors';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { discountCodesKey } from './get-discount-codes.ts';

const { discountCodes } = adminEndpoints;

/** Creates (no id) or updates a code. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DiscountCodeBody }) =>
      id ? call(discountCodes.update, { params: { id }, body }) : call(discountCodes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }),
  });
}
