import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { PriceGroupBody } from '@store/contracts/price-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { priceGroupsKey } from '../../api/get-price-groups.ts';

const { priceGroups } = adminEndpoints;

/** Creates (no id) or updates a group. */
export function useSavePriceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PriceGroupBody }) =>
      id ? call(priceGroups.update, { params: { id }, body }) : call(priceGroups.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceGroupsKey }),
  });
}
