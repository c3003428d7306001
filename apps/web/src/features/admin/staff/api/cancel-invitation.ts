import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { staffKey } from './get-staff.ts';

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.staff.cancel, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
