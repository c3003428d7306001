/**
 * The back office's calls for price groups and their lists: the groups with their lists, saving and deleting
 * either, a PRICES list's prices (shown, or replaced from a CSV text), each write keeping the groups fresh.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { PriceGroupBody, PriceListValues } from '@store/contracts/price-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { priceGroupsKey } from '../api/price-groups.ts';

const { priceGroups, priceLists } = adminEndpoints;

/** Invalidates the groups (and every list's prices) after a write. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: priceGroupsKey });
}

export function useSavePriceGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PriceGroupBody }) =>
      id ? call(priceGroups.update, { params: { id }, body }) : call(priceGroups.create, { body }),
    onSuccess: refresh,
  });
}

export function useDeletePriceGroup() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => call(priceGroups.remove, { params: { id } }), onSuccess: refresh });
}

export function useSavePriceList() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ groupid, listid, body }: { groupid: number; listid?: number; body: PriceListValues }) =>
      listid ? call(priceLists.update, { params: { id: listid }, body }) : call(priceGroups.addList, { params: { id: groupid }, body }),
    onSuccess: refresh,
  });
}

export function useDeletePriceList() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (listid: number) => call(priceLists.remove, { params: { id: listid } }), onSuccess: refresh });
}

/** A PRICES list's prices beside the list prices; asked only while `listid` is set (its dialog is open). */
export function useListPrices(listid: number | null) {
  return useQuery({
    queryKey: [...priceGroupsKey, 'prices', listid],
    queryFn: () => call(priceLists.prices, { params: { id: listid ?? 0 } }),
    enabled: listid !== null,
  });
}

export function useImportListPrices() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ listid, csv }: { listid: number; csv: string }) =>
      call(priceLists.importPrices, { params: { id: listid }, body: { csv } }),
    onSuccess: refresh,
  });
}
