import type { AdminOrderResponse } from '@store/contracts/admin-orders';
import type { InputOf } from '@store/contracts/endpoint';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey, adminInvoicesKey, adminOrdersKey, adminProductsKey } from '../../../../lib/query-keys.ts';
import { adminOrderKey } from './get-admin-order.ts';

export type MoveOrderInput = InputOf<typeof adminEndpoints.orders.move>['body'];

/** A move along the order flow; a cancel puts units back, so the products are read again too. */
export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A move to «Entrega en Camino» may carry the carrier and the guide number.
    mutationFn: (body: MoveOrderInput) => call(adminEndpoints.orders.move, { params: { id }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData<AdminOrderResponse>(adminOrderKey(id), { ok: true, order: data.order });
      void queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
      // «Para despacho» issues the factura, a cancel its nota de crédito (decision 039)
      if (data.order.status === 'TO_DELIVER' || data.order.status === 'CANCELED')
        void queryClient.invalidateQueries({ queryKey: adminInvoicesKey });
      // A cancel puts units back: the stock the product pages show changed.
      if (data.order.status === 'CANCELED') void queryClient.invalidateQueries({ queryKey: adminProductsKey });
    },
  });
}
