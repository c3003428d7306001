import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

export const removeFromCart = (cartdetailid: number) =>
  api<{ ok: true; msg: string }>(`shopping_cart/delete_of_cart/${cartdetailid}`, { method: 'DELETE' });

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
