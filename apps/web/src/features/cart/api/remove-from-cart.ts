import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

export const removeFromCart = (cartdetailid: number) => call(endpoints.cart.remove, { params: { id: cartdetailid } });

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
