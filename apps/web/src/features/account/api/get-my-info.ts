import { endpoints } from '@store/contracts/endpoints/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const myInfoKey = ['user', 'my-info'] as const;

export const myInfoQueryOptions = () =>
  queryOptions({
    queryKey: myInfoKey,
    queryFn: () => call(endpoints.users.myInfo),
    select: (data) => data.user,
    staleTime: 0,
  });

export function useMyInfo() {
  return useQuery(myInfoQueryOptions());
}
