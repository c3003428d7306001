import type { KeyedOrderBody } from '@store/contracts/admin-quotes';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey, adminOrdersKey, adminProductsKey } from '../../../../lib/query-keys.ts';

/** «Crear pedido»: an order keyed in for a company; it takes stock, so the products are read again too. */
export function useCreateKeyedOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KeyedOrderBody) => call(adminEndpoints.keyedOrders.create, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
    },
  });
}
