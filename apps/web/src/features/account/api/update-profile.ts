import type { ProfileUpdateBody } from '@store/contracts/auth';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myInfoQueryOptions } from './get-my-info.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => call(endpoints.users.update, { body }),
    onSuccess: (data) => queryClient.setQueryData(myInfoQueryOptions().queryKey, { ok: true as const, user: data.user }),
  });
}
