import type { InputOf } from '@store/contracts/endpoint';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type ResetPasswordBody = InputOf<typeof endpoints.auth.resetPassword>['body'];

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => call(endpoints.auth.resetPassword, { body }),
  });
}
