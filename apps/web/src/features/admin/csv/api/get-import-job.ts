import type { CsvJobResponse, CsvJobStarted } from '@store/contracts/admin-csv';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../../lib/api-client.ts';

const importJobKey = ['admin', 'csv-import'] as const;
/** The import job's own query: what a finished import invalidates is everything else. */
export const isImportJobQuery = (queryKey: readonly unknown[]) => queryKey[0] === importJobKey[0] && queryKey[1] === importJobKey[1];

/** How often a running import is asked for its progress. */
const POLL_MS = 400;
/**
 * A poll that fails for the connection or the server (the import keeps running there) is tried again this many
 * times, waiting a little longer each time (0.5 s, 1 s, 2 s, 4 s, 5 s: about 12 s in all) before giving up.
 */
const POLL_RETRIES = 5;
const retryDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 5000);
/** No answer, a busy or failing server: worth asking again. An answer such as 404 (the job is gone) is final. */
export const worthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/**
 * The real import's progress, asked every POLL_MS from the moment it started until it ends (done or failed),
 * an answer refuses, or the polls keep failing. `failureCount` > 0 while a failed poll is being tried again.
 */
export function useImportJob(started: CsvJobStarted | null) {
  return useQuery({
    queryKey: [...importJobKey, started?.jobId],
    queryFn: started ? () => call(adminEndpoints.csv.job, { params: { jobId: started.jobId } }) : skipToken,
    // The job as its start answered it: the first poll is one interval later.
    initialData: started
      ? ({ ok: true, status: 'running', done: 0, total: started.total, msg: started.msg } satisfies CsvJobResponse)
      : undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.status !== 'error' && query.state.data?.status === 'running' ? POLL_MS : false),
    // The import runs on the server whatever the tab does: keep asking in the background and offline too.
    refetchIntervalInBackground: true,
    networkMode: 'always',
    retry: (failures, error) => failures < POLL_RETRIES && worthRetrying(error),
    retryDelay,
  });
}
