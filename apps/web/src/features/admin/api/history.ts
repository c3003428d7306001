/**
 * The back office's history as a shared read: its own page lists every change, searched, and a product's, a
 * distributor's or an order's page shows that record's own, so the query lives here and not in one section.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { HistoryEntity } from '@store/contracts/history';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client.ts';

export const historyKey = ['admin', 'history'] as const;

/** The history page's filters as the address holds them ('' = any). */
export interface HistoryFilters {
  q: string;
  entity: HistoryEntity | '';
  entityId: string;
  from: string;
  to: string;
  page: number;
  size: number;
}

// A log is read fresh each time it is opened: someone else's change may have been written a moment ago.
export function useHistory(f: HistoryFilters) {
  return useQuery({
    queryKey: [...historyKey, 'list', f],
    queryFn: () => call(adminEndpoints.history.list, { query: { ...f, q: f.q.trim() } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

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
