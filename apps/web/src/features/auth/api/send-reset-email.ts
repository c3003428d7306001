import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useSendResetEmail() {
  return useMutation({
    mutationFn: (body: { email: string }) => api<{ ok: true; msg: string }>('auth/reset_password_send', { method: 'PUT', body }),
  });
}
