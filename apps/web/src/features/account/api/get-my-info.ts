import type { UserProfile } from '@store/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const myInfoKey = ['user', 'my-info'] as const;

export const myInfoQueryOptions = () =>
  queryOptions({
    queryKey: myInfoKey,
    queryFn: () => api<{ ok: true; user: UserProfile }>('user/my_info'),
    select: (data) => data.user,
    staleTime: 0,
  });

export function useMyInfo() {
  return useQuery(myInfoQueryOptions());
}
