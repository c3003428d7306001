import type { AdminOrderMovedResponse, AdminOrderResponse, AdminOrdersResponse } from '@store/contracts/admin-orders';
import type { SaleStatus } from '@store/contracts/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKey } from '../dashboard/api.ts';

export const ordersKey = ['admin', 'orders'] as const;

export interface OrderFilters {
  status: SaleStatus | '';
  from: string;
  to: string;
  distributor: string;
  q: string;
  page: number;
  size: number;
}

export function useAdminOrders(f: OrderFilters) {
  return useQuery({
    queryKey: [...ordersKey, 'list', f],
    queryFn: () =>
      api<AdminOrdersResponse>('admin/orders', {
        query: { status: f.status, from: f.from, to: f.to, distributor: f.distributor, q: f.q.trim(), page: f.page, size: f.size },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: () => api<AdminOrderResponse>(`admin/orders/${id}`),
    enabled: id > 0,
  });
}

export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SaleStatus) => api<AdminOrderMovedResponse>(`admin/orders/${id}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: (data) => {
      queryClient.setQueryData<AdminOrderResponse>([...ordersKey, 'detail', id], { ok: true, order: data.order });
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      // A cancel puts units back: the stock the product pages show changed.
      if (data.order.status === 'CANCELED') void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}
