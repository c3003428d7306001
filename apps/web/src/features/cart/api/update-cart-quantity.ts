import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

export const updateCartQuantity = (body: { cartdetailid: number; quantity: number }) => call(endpoints.cart.updateQuantity, { body });

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    // Also after a refusal: the line total, the summary and the stock left come from the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
