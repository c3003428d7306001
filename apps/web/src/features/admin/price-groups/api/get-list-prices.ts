import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { priceGroupsKey } from '../../api/get-price-groups.ts';

/** A PRICES list's prices beside the list prices; asked only while `listid` is set (its dialog is open). */
export function useListPrices(listid: number | null) {
  return useQuery({
    // under the groups: a write to them reads these again too
    queryKey: [...priceGroupsKey, 'prices', listid],
    queryFn: () => call(adminEndpoints.priceLists.prices, { params: { id: listid ?? 0 } }),
    enabled: listid !== null,
  });
}
