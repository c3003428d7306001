import type { InputOf } from '@store/contracts/endpoint';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function useSendResetEmail() {
  return useMutation({
    mutationFn: (body: InputOf<typeof endpoints.auth.sendPasswordReset>['body']) => call(endpoints.auth.sendPasswordReset, { body }),
  });
}
