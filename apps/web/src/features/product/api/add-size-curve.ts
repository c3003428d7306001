import type { AddToCartBody } from '@store/contracts/cart';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { cartKey } from '../../cart/index.ts';

/** The size curve: every size's line in one request, all of them or none. */
export function useAddSizeCurve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: AddToCartBody[]) => call(endpoints.buying.addLines, { body: { lines } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
