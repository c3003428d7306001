import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';

export function useDashboard() {
  return useQuery({ queryKey: adminDashboardKey, queryFn: () => call(adminEndpoints.dashboard.get), refetchOnWindowFocus: true });
}
