/**
 * The back office's calls for the contact form's messages: the list (all or unread) and marking one read or
 * unread (which also changes the dashboard's counts).
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';

const { messages } = adminEndpoints;

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

export function useContactMessages(filters: { unread: boolean; page: number; size: number }) {
  return useQuery({
    queryKey: [...contactMessagesKey, filters],
    queryFn: () => call(messages.list, { query: { unread: filters.unread ? '1' : undefined, page: filters.page, size: filters.size } }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => call(messages.mark, { params: { id }, body: { read } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessagesKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}
