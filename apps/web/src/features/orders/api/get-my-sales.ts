import type { MySalesResponse } from '@store/contracts/sale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const salesKey = ['sales'] as const;

export const mySalesQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...salesKey, 'list', { page, size }],
    queryFn: () => api<MySalesResponse>('sale/my_sales', { query: { page, size } }),
  });

export function useMySales(page: number, size: number) {
  return useQuery({ ...mySalesQueryOptions(page, size), placeholderData: keepPreviousData });
}
