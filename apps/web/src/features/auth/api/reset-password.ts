import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ResetPasswordBody = { userid: string; token: string; password: string };

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api<{ ok: true; msg: string }>('auth/reset_password', { method: 'POST', body }),
  });
}
