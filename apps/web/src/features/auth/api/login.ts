import type { SessionUser } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type LoginBody = { email: string; password: string };

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api<{ ok: true; msg: string; user: SessionUser }>('auth/login_whole_sale', { method: 'POST', body }),
  });
}
