import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { StaffInviteBody } from '@store/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { staffKey } from './get-staff.ts';

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) => call(adminEndpoints.staff.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
