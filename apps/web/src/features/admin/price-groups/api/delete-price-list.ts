import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { priceGroupsKey } from '../../api/get-price-groups.ts';

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listid: number) => call(adminEndpoints.priceLists.remove, { params: { id: listid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceGroupsKey }),
  });
}
