import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

/** The list's filters as the address holds them ('' = any). */
export interface ProductListQuery {
  q: string;
  brandid: string;
  preventa: string;
  active: string;
  page: number;
  size: number;
}

/** 'true' or 'false' as the list's yes/no filters take it; anything else in the address is no filter. */
const flag = (value: string) => (value === 'true' || value === 'false' ? value : undefined);

export function useAdminProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: [...adminProductsKey, 'list', query],
    queryFn: () =>
      call(adminEndpoints.products.list, {
        query: { ...query, brandid: query.brandid || undefined, preventa: flag(query.preventa), active: flag(query.active) },
      }),
    placeholderData: keepPreviousData,
  });
}
