/**
 * The warehouse's calls: the orders to prepare and dispatch (a list with its counts, one order, its next move)
 * and the stock of every variant (a page of them, and one variant's count saved). Nothing here carries a price.
 */
import type { InputOf } from '@store/contracts/endpoint';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { StockListResponse, StockVariant } from '@store/contracts/warehouse';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminDashboardKey, adminOrdersKey, adminProductsKey } from '../../../lib/query-keys.ts';

const { fulfilment, stock } = adminEndpoints;

export const fulfilmentKey = ['admin', 'fulfilment'] as const;
export const stockKey = ['admin', 'stock'] as const;

export type FulfilmentStatus = 'APPROVED' | 'TO_DELIVER' | 'DELIVERING';
export type MoveInput = InputOf<typeof fulfilment.move>['body'];
export type StockChangeInput = InputOf<typeof stock.set>['body']['stock'];

export interface FulfilmentFilters {
  status: FulfilmentStatus;
  q: string;
  page: number;
  size: number;
}

export function useFulfilmentList(f: FulfilmentFilters) {
  return useQuery({
    queryKey: [...fulfilmentKey, 'list', f],
    queryFn: () => call(fulfilment.list, { query: { ...f, q: f.q.trim() } }),
    placeholderData: keepPreviousData,
  });
}

export function useFulfilmentOrder(id: number) {
  return useQuery({
    queryKey: [...fulfilmentKey, 'detail', id],
    queryFn: () => call(fulfilment.get, { params: { id } }),
    enabled: id > 0,
  });
}

/** The order's next move; the lists (the warehouse's, the order desk's, the dashboard's counts) are read again. */
export function useMoveFulfilment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveInput) => call(fulfilment.move, { params: { id }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData([...fulfilmentKey, 'detail', id], { ok: true, order: data.order });
      void queryClient.invalidateQueries({ queryKey: [...fulfilmentKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}

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
    queryFn: () => call(stock.list, { query: { q: f.q.trim() || undefined, low: f.low ? '1' : undefined, page: f.page, size: f.size } }),
    placeholderData: keepPreviousData,
  });
}

/** Puts one variant as the server now has it into every page of the stock list that shows it. */
function putVariant(queryClient: ReturnType<typeof useQueryClient>, variant: StockVariant) {
  queryClient.setQueriesData<StockListResponse>(
    { queryKey: [...stockKey, 'list'] },
    (page) => page && { ...page, variants: page.variants.map((v) => (v.variantId === variant.variantId ? variant : v)) },
  );
}

/** Saves one variant's count; the products' pages (their stock) are read again. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, changes }: { variantId: number; changes: StockChangeInput }) =>
      call(stock.set, { params: { id: variantId }, body: { stock: changes } }),
    onSuccess: (data) => {
      putVariant(queryClient, data.variant);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
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
