import type { PaymentStatus, SaleStatus } from '@store/contracts/constants';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminOrdersKey } from '../../../../lib/query-keys.ts';

export interface OrderFilters {
  status: SaleStatus | '';
  /** where the bank transfer stands (SENT: receipts waiting) */
  payment?: PaymentStatus | '';
  from: string;
  to: string;
  distributor: string;
  /** one of that distributor's branches (docs/product.md §27) */
  branch?: string;
  q: string;
  page: number;
  size: number;
}

/** The filters as the list and the export read them (a blank one is left out of the address). */
export const orderFilterQuery = (f: Omit<OrderFilters, 'page' | 'size'>) => ({
  status: f.status,
  payment: f.payment ?? '',
  from: f.from,
  to: f.to,
  distributor: f.distributor,
  branch: f.branch ?? '',
  q: f.q.trim(),
});

export function useAdminOrders(f: OrderFilters) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', f],
    queryFn: () => call(adminEndpoints.orders.list, { query: { ...orderFilterQuery(f), page: f.page, size: f.size } }),
    placeholderData: keepPreviousData,
  });
}
