/**
 * The back office's calls for distributors: the list by status and search, one distributor's detail, a status
 * change (which also changes the dashboard's counts), the price group they buy in and their credit terms.
 */
import type { DistributorStatusBody } from '@store/contracts/admin-distributors';
import type { UserStatus } from '@store/contracts/constants';
import type { CreditTermsBody } from '@store/contracts/credit';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';
import { priceGroupsKey } from '../api/price-groups.ts';

const { distributors, priceGroups, credit } = adminEndpoints;

export const distributorsKey = ['admin', 'distributors'] as const;

export interface DistributorFilters {
  status: UserStatus | '';
  q: string;
  page: number;
  size: number;
}

export function useDistributors(filters: DistributorFilters) {
  return useQuery({
    queryKey: [...distributorsKey, 'list', filters],
    queryFn: () =>
      call(distributors.list, {
        query: { status: filters.status || undefined, q: filters.q.trim() || undefined, page: filters.page, size: filters.size },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDistributor(id: number) {
  return useQuery({
    queryKey: [...distributorsKey, 'detail', id],
    queryFn: () => call(distributors.get, { params: { id } }),
    enabled: id > 0,
  });
}

export function useChangeDistributorStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributorStatusBody) => call(distributors.setStatus, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: distributorsKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}

/** Moves the distributor into a price group (null: list prices); pending until the detail shows the new group. */
export function useSetDistributorGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupid: number | null) => call(priceGroups.setDistributorGroup, { params: { id }, body: { groupid } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...distributorsKey, 'detail', id] }),
        // the groups count their distributors
        queryClient.invalidateQueries({ queryKey: priceGroupsKey }),
      ]),
  });
}

const creditKey = (id: number) => [...distributorsKey, 'credit', id] as const;

/** The distributor's payment terms with what it owes on credit and the orders due. */
export function useDistributorCredit(id: number) {
  return useQuery({
    queryKey: creditKey(id),
    queryFn: () => call(credit.get, { params: { id } }).then((r) => r.credit),
    enabled: id > 0,
  });
}

/** Saves Contado or Crédito (days, limit in dollars); the answer carries the credit as it now stands. */
export function useSetCreditTerms(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditTermsBody) => call(credit.set, { params: { id }, body }),
    onSuccess: (res) => queryClient.setQueryData(creditKey(id), res.credit),
  });
}
