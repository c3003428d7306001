import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

/** The contact form's messages, all or the unread ones, a page at a time. */
export function useContactMessages(filters: { unread: boolean; page: number; size: number }) {
  return useQuery({
    queryKey: [...contactMessagesKey, filters],
    queryFn: () =>
      call(adminEndpoints.messages.list, { query: { unread: filters.unread ? '1' : undefined, page: filters.page, size: filters.size } }),
    placeholderData: keepPreviousData,
  });
}
