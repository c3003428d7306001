import type { AddLinesBody } from '@store/contracts/buying';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { cartKey } from '../../cart/index.ts';

/** «Agregar al carrito»: the reviewed valid lines in one request, all or none (checked again on the server). */
export function useAddQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: AddLinesBody['lines']) => call(endpoints.buying.addLines, { body: { lines } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
