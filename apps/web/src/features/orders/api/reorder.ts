import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { cartKey } from '../../cart/index.ts';

/** «Volver a pedir»: the order's lines back into the cart; the cart is stale whatever the answer. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(endpoints.buying.reorder, { params: { id: orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
