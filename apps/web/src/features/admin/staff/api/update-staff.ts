import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { StaffUpdateBody } from '@store/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { staffKey } from './get-staff.ts';

/** A member's role or state; the server closes their open sessions. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffUpdateBody }) => call(adminEndpoints.staff.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
