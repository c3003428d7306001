import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myBranchesKey } from '../../../lib/query-keys.ts';

/** The branch checkout proposes first. */
export function useMakeMainBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.branches.makeMain, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBranchesKey }),
  });
}
