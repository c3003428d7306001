import type { ContactBody } from '@store/contracts/contact';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => call(endpoints.content.contact, { body }),
  });
}
