import { endpoints } from '@store/contracts/endpoints/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myAlertsKey } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';

export const myAlertsQueryOptions = queryOptions({
  queryKey: myAlertsKey,
  queryFn: () => call(endpoints.alerts.mine).then((r) => r.alerts),
});

/** The distributor's open stock alerts («Mis avisos»); nothing is asked for without a session. */
export function useMyAlerts() {
  const user = useSession();
  return useQuery({ ...myAlertsQueryOptions, enabled: Boolean(user) });
}
