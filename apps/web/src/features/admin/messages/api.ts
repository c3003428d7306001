import type { ContactMessageRow, ContactMessagesResponse } from '@store/contracts/admin-distributors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKey } from '../dashboard/api.ts';

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

export function useContactMessages(filters: { unread: boolean; page: number; size: number }) {
  return useQuery({
    queryKey: [...contactMessagesKey, filters],
    queryFn: () =>
      api<ContactMessagesResponse>('admin/contact-messages', {
        query: { unread: filters.unread ? 1 : undefined, page: filters.page, size: filters.size },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      api<{ ok: true; msg: string; message: ContactMessageRow; unread: number }>(`admin/contact-messages/${id}`, {
        method: 'PATCH',
        body: { read },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessagesKey });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}
