import type { ContactBody } from '@store/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api<{ ok: true; msg: string }>('dta/contact', { method: 'POST', body }),
  });
}
