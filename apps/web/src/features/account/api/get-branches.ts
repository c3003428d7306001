import { endpoints } from '@store/contracts/endpoints/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myBranchesKey } from '../../../lib/query-keys.ts';

export const branchesQueryOptions = () =>
  queryOptions({ queryKey: myBranchesKey, queryFn: () => call(endpoints.branches.list), select: (data) => data.branches });

/** The distributor's branches, the main one first (`enabled: false` for an account that has none: the staff). */
export function useBranches(enabled = true) {
  return useQuery({ ...branchesQueryOptions(), enabled });
}
