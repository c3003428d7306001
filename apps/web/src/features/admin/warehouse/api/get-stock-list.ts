// The stock of every variant, a page at a time. Nothing the warehouse reads carries a price.
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { StockListResponse, StockVariant } from '@store/contracts/warehouse';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const stockKey = ['admin', 'stock'] as const;

export interface StockFilters {
  q: string;
  low: boolean;
  page: number;
  size: number;
}

export const stockListKey = (f: StockFilters) => [...stockKey, 'list', f] as const;

export function useStockList(f: StockFilters) {
  return useQuery({
    queryKey: stockListKey(f),
    queryFn: () =>
      call(adminEndpoints.stock.list, { query: { q: f.q.trim() || undefined, low: f.low ? '1' : undefined, page: f.page, size: f.size } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Reads the stock lists on screen again and answers one variant as the server has it now (undefined: it left
 * the list), for a card whose save was refused because the stock changed meanwhile.
 */
export function useReloadVariant() {
  const queryClient = useQueryClient();
  return async (variantId: number): Promise<StockVariant | undefined> => {
    const lists = { queryKey: [...stockKey, 'list'], type: 'active' } as const;
    await queryClient.refetchQueries(lists);
    for (const [, page] of queryClient.getQueriesData<StockListResponse>(lists)) {
      const found = page?.variants.find((v) => v.variantId === variantId);
      if (found) return found;
    }
    return undefined;
  };
}
