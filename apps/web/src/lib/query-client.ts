import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Asked even offline: the service worker answers with the copy it kept (decision 027), where the
        // default ('online') would leave the page waiting for a connection with nothing on it.
        networkMode: 'offlineFirst',
        // A 4xx will not change by asking again.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // The default ('online') holds a change made offline and sends it, unseen, when the connection returns:
      // a cart add or an order must either happen now or fail now, so the buyer can see it and retry.
      mutations: { networkMode: 'always' },
    },
  });
}
