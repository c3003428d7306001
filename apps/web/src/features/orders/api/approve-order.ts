/** The company's owner on an order over a buyer's limit (docs/product.md §28): «Aprobar pedido» or «Rechazar» with a reason. */
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myOrdersKey } from '../../../lib/query-keys.ts';

export function useApproveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(endpoints.sales.approve, { params: { id: orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}

export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) =>
      call(endpoints.sales.reject, { params: { id: orderId }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
