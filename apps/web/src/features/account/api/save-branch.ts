import type { BranchBody } from '@store/contracts/branches';
import { endpoints } from '@store/contracts/endpoints/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myBranchesKey } from '../../../lib/query-keys.ts';

/** Adds a branch, or changes branch `id`. */
export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BranchBody }) =>
      id === undefined ? call(endpoints.branches.create, { body }) : call(endpoints.branches.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBranchesKey }),
  });
}
