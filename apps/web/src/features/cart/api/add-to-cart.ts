import type { AddToCartBody } from '@store/contracts/cart';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { cartKey } from './get-cart.ts';

export const addToCart = (body: AddToCartBody) => call(endpoints.cart.add, { body });

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
