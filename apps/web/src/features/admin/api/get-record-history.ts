// Shared: a product's, a distributor's or an order's page shows that record's own changes (components/record-history.tsx).
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { HistoryEntity } from '@store/contracts/history';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client.ts';

/** the back office's history: the history page's list (history/api/get-history.ts) and each record's own */
export const historyKey = ['admin', 'history'] as const;

/** How many of a record's newest changes its page shows. */
export const RECORD_HISTORY_SIZE = 10;

/**
 * One record's newest changes. Whatever the page around it writes (a save, a move, a count) is written to the
 * history too, so every write that succeeds reads them again.
 */
export function useRecordHistory(entity: HistoryEntity, entityId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: historyKey });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: [...historyKey, 'record', entity, entityId],
    queryFn: () => call(adminEndpoints.history.list, { query: { entity, entityId, size: RECORD_HISTORY_SIZE } }),
    enabled: enabled && entityId > 0,
    staleTime: 0,
  });
}
