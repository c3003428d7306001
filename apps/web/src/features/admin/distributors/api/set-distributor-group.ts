import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { distributorKey } from '../../api/get-distributor.ts';
import { priceGroupsKey } from '../../api/get-price-groups.ts';

/** Moves the distributor into a price group (null: list prices); pending until the detail shows the new group. */
export function useSetDistributorGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupid: number | null) => call(adminEndpoints.priceGroups.setDistributorGroup, { params: { id }, body: { groupid } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: distributorKey(id) }),
        // the groups count their distributors
        queryClient.invalidateQueries({ queryKey: priceGroupsKey }),
      ]),
  });
}
