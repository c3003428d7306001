import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const failedMailsKey = ['admin', 'mail', 'failed'] as const;

/** The e-mails the queue gave up on. */
export function useFailedMails() {
  return useQuery({ queryKey: failedMailsKey, queryFn: () => call(adminEndpoints.mail.failed) });
}
