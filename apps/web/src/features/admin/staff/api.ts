/**
 * The back office's calls for the staff: the members and the open invitations, inviting someone, sending an
 * invitation again or cancelling it, and changing a member's role or state; each write reads the page again.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { StaffInviteBody, StaffUpdateBody } from '@store/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

const { staff } = adminEndpoints;

export const staffKey = ['admin', 'staff'] as const;

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: () => call(staff.list) });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKey });
}

export function useInviteStaff() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: StaffInviteBody) => call(staff.invite, { body }), onSuccess: refresh });
}

/** A new link (the old one stops working), valid for another 72 hours. */
export function useResendInvitation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => call(staff.resend, { params: { id } }), onSuccess: refresh });
}

export function useCancelInvitation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => call(staff.cancel, { params: { id } }), onSuccess: refresh });
}

/** A member's role or state; the server closes their open sessions. */
export function useUpdateStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffUpdateBody }) => call(staff.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}
