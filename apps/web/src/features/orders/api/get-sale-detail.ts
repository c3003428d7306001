import type { SaleDetail } from '@store/contracts/sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { salesKey } from './get-my-sales.ts';

export const saleDetailQueryOptions = (saleid: number) =>
  queryOptions({
    queryKey: [...salesKey, 'detail', saleid],
    queryFn: () => api<{ ok: true; userSale: SaleDetail }>(`sale/my_sale_detail/${saleid}`),
  });

/** One order with its lines; nothing is asked for until an order is chosen. */
export function useSaleDetail(saleid: number | null) {
  return useQuery({ ...saleDetailQueryOptions(saleid ?? 0), enabled: saleid !== null });
}
