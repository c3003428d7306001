import type { ChartPeriod } from '@store/contracts/dashboard-charts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../../lib/query-keys.ts';

/**
 * The dashboard's charts for the last 30 or 90 days. Under the dashboard's key: what refreshes the dashboard (an
 * order moved or canceled) refreshes them too. The other period's charts stay on screen while these load.
 */
export function useDashboardCharts(days: ChartPeriod) {
  return useQuery({
    queryKey: [...adminDashboardKey, 'charts', days],
    queryFn: () => call(adminEndpoints.dashboard.charts, { query: { days } }),
    placeholderData: keepPreviousData,
  });
}
