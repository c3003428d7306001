import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../../lib/query-keys.ts';
import { failedMailsKey } from './get-failed-mails.ts';

/** «Reintentar»: the mail goes back to the queue; the list and the panel's count are read again whatever the answer. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminEndpoints.mail.retry, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: failedMailsKey }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKey }),
      ]),
  });
}
