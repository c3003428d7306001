import type { DistributorStatusBody } from '@store/contracts/admin-distributors';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../../lib/query-keys.ts';
import { distributorsKey } from '../../api/get-distributors.ts';

/** A status change, which also changes the dashboard's counts. */
export function useChangeDistributorStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributorStatusBody) => call(adminEndpoints.distributors.setStatus, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: distributorsKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}
