import type { DashboardResponse } from '@store/contracts/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const dashboardKey = ['admin', 'dashboard'] as const;

export function useDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: () => api<DashboardResponse>('admin/dashboard'), refetchOnWindowFocus: true });
}
