import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { salesKey } from './get-my-sales.ts';

/** The cart becomes an order; the discount code goes along only when the cart summary accepted it. */
export const makeSale = (discountcode?: string | null) =>
  api<{ ok: true; msg: string; saleid: number }>('sale/make_sale', {
    method: 'POST',
    body: discountcode ? { discountcode } : undefined,
  });

export function useMakeSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKey }),
  });
}
