import type { AddLinesBody } from '@store/contracts/buying';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { cartKey } from '../../cart/index.ts';

/** The size curve: every size's line in one request, all of them or none (each numbered by its size's place). */
export function useAddSizeCurve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: AddLinesBody['lines']) => call(endpoints.buying.addLines, { body: { lines } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
