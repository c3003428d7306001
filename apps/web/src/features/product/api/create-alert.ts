import type { CreateAlertBody } from '@store/contracts/alerts';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myAlertsKey } from '../../../lib/query-keys.ts';

/** «Avísame cuando haya stock»: asking twice answers the same open alert. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertBody) => call(endpoints.alerts.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}
