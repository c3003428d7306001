import type { InputOf } from '@store/contracts/endpoint';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type LoginBody = InputOf<typeof endpoints.auth.login>['body'];

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => call(endpoints.auth.login, { body }),
  });
}
