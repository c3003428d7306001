/**
 * The staff invitation's own page: what the e-mailed link opens (who is invited, with which role) and setting the
 * account's password with it. Only the staff's table is imported: the store's chunk carries no other admin endpoint.
 */
import type { InputOf } from '@store/contracts/endpoint';
import { adminStaff } from '@store/contracts/endpoints/admin-staff';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

const { invitation } = adminStaff;

export type AcceptInvitationBody = InputOf<typeof invitation.accept>['body'];

/** The invitation behind `token`; a used, cancelled or expired link answers 400 with the server's sentence. */
export function useStaffInvitation(token: string) {
  return useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => call(invitation.get, { params: { token } }).then((r) => r.invitation),
    enabled: token !== '',
    retry: false,
    // not kept once the page is left: a link used meanwhile must be asked about again
    gcTime: 0,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: (body: AcceptInvitationBody) => call(invitation.accept, { params: { token }, body }) });
}
