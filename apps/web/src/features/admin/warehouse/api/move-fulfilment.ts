import type { InputOf } from '@store/contracts/endpoint';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey, adminOrdersKey } from '../../../../lib/query-keys.ts';
import { fulfilmentKey } from './get-fulfilment-list.ts';
import { fulfilmentOrderKey } from './get-fulfilment-order.ts';

export type MoveInput = InputOf<typeof adminEndpoints.fulfilment.move>['body'];

/** The order's next move; the lists (the warehouse's, the order desk's, the dashboard's counts) are read again. */
export function useMoveFulfilment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveInput) => call(adminEndpoints.fulfilment.move, { params: { id }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(fulfilmentOrderKey(id), { ok: true, order: data.order });
      void queryClient.invalidateQueries({ queryKey: [...fulfilmentKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}
