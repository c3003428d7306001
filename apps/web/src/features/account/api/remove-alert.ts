import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myAlertsKey } from '../../../lib/query-keys.ts';

export function useRemoveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.alerts.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}
