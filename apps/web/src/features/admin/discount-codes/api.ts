/**
 * The back office's calls for discount codes: the list, a save (create or update) and a removal, each one
 * keeping the list fresh.
 */
import type { DiscountCodeBody } from '@store/contracts/admin-distributors';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

const { discountCodes } = adminEndpoints;

export const discountCodesKey = ['admin', 'discount-codes'] as const;

export function useDiscountCodes() {
  return useQuery({ queryKey: discountCodesKey, queryFn: () => call(discountCodes.list) });
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DiscountCodeBody }) =>
      id ? call(discountCodes.update, { params: { id }, body }) : call(discountCodes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }),
  });
}

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(discountCodes.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }),
  });
}
