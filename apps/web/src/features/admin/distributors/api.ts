import type {
  DistributorDetail,
  DistributorResponse,
  DistributorStatusBody,
  DistributorsResponse,
} from '@store/contracts/admin-distributors';
import type { UserStatus } from '@store/contracts/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKey } from '../dashboard/api.ts';

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
      api<DistributorsResponse>('admin/distributors', {
        query: { status: filters.status || undefined, q: filters.q.trim() || undefined, page: filters.page, size: filters.size },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDistributor(id: number) {
  return useQuery({
    queryKey: [...distributorsKey, 'detail', id],
    queryFn: () => api<DistributorResponse>(`admin/distributors/${id}`),
    enabled: id > 0,
  });
}

export function useChangeDistributorStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributorStatusBody) =>
      api<{ ok: true; msg: string; distributor: DistributorDetail }>(`admin/distributors/${id}/status`, { method: 'PATCH', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: distributorsKey });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}

export const documentPath = (id: number, documentId: number) => `admin/distributors/${id}/documents/${documentId}`;
