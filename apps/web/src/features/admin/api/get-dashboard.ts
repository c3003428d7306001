import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';

/** The dashboard's counts; `enabled` false for a role without the dashboard (the server would refuse it). */
export function useDashboard(enabled = true) {
  return useQuery({
    queryKey: adminDashboardKey,
    queryFn: () => call(adminEndpoints.dashboard.get),
    refetchOnWindowFocus: true,
    enabled,
  });
}
