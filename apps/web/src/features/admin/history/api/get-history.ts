import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { HistoryEntity } from '@store/contracts/history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { historyKey } from '../../api/get-record-history.ts';

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
