import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { PriceListValues } from '@store/contracts/price-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { priceGroupsKey } from '../../api/get-price-groups.ts';

const { priceGroups, priceLists } = adminEndpoints;

/** Adds a list to the group (no listid) or updates it; the groups show their lists, so they are read again. */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupid, listid, body }: { groupid: number; listid?: number; body: PriceListValues }) =>
      listid ? call(priceLists.update, { params: { id: listid }, body }) : call(priceGroups.addList, { params: { id: groupid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceGroupsKey }),
  });
}
