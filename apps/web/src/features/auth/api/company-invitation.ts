/** A company invitation's own page (docs/product.md §28): what the e-mailed link opens, and the password set with it. */
import type { InputOf } from '@store/contracts/endpoint';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

const { company } = endpoints;

export type AcceptCompanyInvitationBody = InputOf<typeof company.acceptInvitation>['body'];

/** The invitation behind `token`; a used, cancelled or expired link answers 400 with the server's sentence. */
export function useCompanyInvitation(token: string) {
  return useQuery({
    queryKey: ['company-invitation', token],
    queryFn: () => call(company.invitation, { params: { token } }).then((r) => r.invitation),
    enabled: token !== '',
    retry: false,
    // not kept once the page is left: a link used meanwhile must be asked about again
    gcTime: 0,
  });
}

export function useAcceptCompanyInvitation(token: string) {
  return useMutation({
    mutationFn: (body: AcceptCompanyInvitationBody) => call(company.acceptInvitation, { params: { token }, body }),
  });
}
