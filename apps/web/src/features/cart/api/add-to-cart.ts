import type { AddToCartBody } from '@store/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToCartBody) => api<{ ok: true; msg: string }>('shopping_cart/add_product', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
