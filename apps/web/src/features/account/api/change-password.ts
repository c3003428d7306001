import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api<{ ok: true; msg: string }>('auth/change_password', { method: 'PUT', body }),
  });
}
