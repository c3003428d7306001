import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

export interface UpdateCartQuantityInput {
  cartdetailid: number;
  quantity: number;
}

export const updateCartQuantity = (body: UpdateCartQuantityInput) =>
  api<{ ok: true; msg: string }>('shopping_cart/update_quantity', { method: 'PUT', body });

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    // Also after a refusal: the line total, the summary and the stock left come from the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
