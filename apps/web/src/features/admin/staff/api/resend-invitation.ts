import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { staffKey } from './get-staff.ts';

/** A new link (the old one stops working), valid for another 72 hours. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.staff.resend, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
