import type { InputOf } from '@store/contracts/endpoint';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type ChangePasswordBody = InputOf<typeof endpoints.auth.changePassword>['body'];

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(endpoints.auth.changePassword, { body }),
  });
}
