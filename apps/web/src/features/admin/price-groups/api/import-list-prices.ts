import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { priceGroupsKey } from '../../api/get-price-groups.ts';

/** Replaces a PRICES list's prices with those of a CSV text; the groups and every list's prices are read again. */
export function useImportListPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listid, csv }: { listid: number; csv: string }) =>
      call(adminEndpoints.priceLists.importPrices, { params: { id: listid }, body: { csv } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceGroupsKey }),
  });
}
