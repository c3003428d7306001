/**
 * The back office's calls for orders: the list with its filters and its export, one order's detail, and a move
 * along the order flow (a cancel puts units back, so the products are read again too).
 */
import type { AdminOrderResponse, OrderExportFormat } from '@store/contracts/admin-orders';
import type { PaymentStatus, SaleStatus } from '@store/contracts/constants';
import type { InputOf } from '@store/contracts/endpoint';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { download } from '../../../lib/files.ts';
import { adminDashboardKey, adminOrdersKey, adminProductsKey } from '../../../lib/query-keys.ts';

const { orders } = adminEndpoints;

export const ordersKey = adminOrdersKey;

export type MoveOrderInput = InputOf<typeof orders.move>['body'];

export interface OrderFilters {
  status: SaleStatus | '';
  /** where the bank transfer stands (SENT: receipts waiting) */
  payment?: PaymentStatus | '';
  from: string;
  to: string;
  distributor: string;
  q: string;
  page: number;
  size: number;
}

/** The filters as the list and the export read them (a blank one is left out of the address). */
const filterQuery = (f: Omit<OrderFilters, 'page' | 'size'>) => ({
  status: f.status,
  payment: f.payment ?? '',
  from: f.from,
  to: f.to,
  distributor: f.distributor,
  q: f.q.trim(),
});

export function useAdminOrders(f: OrderFilters) {
  return useQuery({
    queryKey: [...ordersKey, 'list', f],
    queryFn: () => call(orders.list, { query: { ...filterQuery(f), page: f.page, size: f.size } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves the orders the filters find, every page of them, as the accountant's file: one row per order line with its
 * VAT. A refusal (too many lines, a bad range) throws the server's msg.
 */
export const exportOrders = (format: OrderExportFormat, f: Omit<OrderFilters, 'page' | 'size'>) =>
  download(orders.export, { params: { format }, query: filterQuery(f) });

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: () => call(orders.get, { params: { id } }),
    enabled: id > 0,
  });
}

export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A move to «Entrega en Camino» may carry the carrier and the guide number.
    mutationFn: (body: MoveOrderInput) => call(orders.move, { params: { id }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData<AdminOrderResponse>([...ordersKey, 'detail', id], { ok: true, order: data.order });
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
      // A cancel puts units back: the stock the product pages show changed.
      if (data.order.status === 'CANCELED') void queryClient.invalidateQueries({ queryKey: adminProductsKey });
    },
  });
}
