import type { ProfileUpdateBody } from '@store/contracts/auth';
import type { UserProfile } from '@store/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myInfoKey } from './get-my-info.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => api<{ ok: true; msg: string; user: UserProfile }>('user/update', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(myInfoKey, { ok: true as const, user: data.user }),
  });
}
