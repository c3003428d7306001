import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../../lib/query-keys.ts';
import { contactMessagesKey } from './get-contact-messages.ts';

/** Marks a message read or unread, which also changes the dashboard's counts. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => call(adminEndpoints.messages.mark, { params: { id }, body: { read } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessagesKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}
