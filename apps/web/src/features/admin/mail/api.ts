/** The back office's calls for the e-mails the queue gave up on: the list and «Reintentar», which refreshes it and the panel. */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';

const { mail } = adminEndpoints;

export const failedMailsKey = ['admin', 'mail', 'failed'] as const;

export function useFailedMails() {
  return useQuery({ queryKey: failedMailsKey, queryFn: () => call(mail.failed) });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(mail.retry, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: failedMailsKey }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKey }),
      ]),
  });
}
