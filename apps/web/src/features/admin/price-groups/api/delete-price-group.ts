import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { priceGroupsKey } from '../../api/get-price-groups.ts';

export function useDeletePriceGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.priceGroups.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceGroupsKey }),
  });
}
