import type { DiscountCodeBody, DiscountCodeRow } from '@store/contracts/admin-distributors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const discountCodesKey = ['admin', 'discount-codes'] as const;

type Saved = { ok: true; msg: string; discountCode: DiscountCodeRow };

export function useDiscountCodes() {
  return useQuery({
    queryKey: discountCodesKey,
    queryFn: () => api<{ ok: true; discountCodes: DiscountCodeRow[] }>('admin/discount-codes'),
  });
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DiscountCodeBody }) =>
      id ? api<Saved>(`admin/discount-codes/${id}`, { method: 'PUT', body }) : api<Saved>('admin/discount-codes', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }),
  });
}

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ ok: true; msg: string }>(`admin/discount-codes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodesKey }),
  });
}
