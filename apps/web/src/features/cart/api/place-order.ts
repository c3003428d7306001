import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

/**
 * The cart becomes an order to branch `branchid` (left out: the main one); the discount code goes along only
 * when the cart summary accepted it.
 */
export const placeOrder = ({ discountcode, branchid }: { discountcode?: string | null; branchid?: number }) =>
  call(endpoints.sales.place, {
    body: discountcode || branchid ? { ...(discountcode && { discountcode }), ...(branchid && { branchid }) } : undefined,
  });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
