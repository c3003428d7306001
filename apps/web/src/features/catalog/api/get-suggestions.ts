import type { Suggestion } from '@store/contracts/catalog';
import { endpoints } from '@store/contracts/endpoints/store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The header's suggestions for what was typed (already debounced). Each text is its own query key, so a
 * request whose text has been typed past loses its only observer and is aborted through `signal`; the last
 * answer stays on screen while the next one loads.
 */
export function useSuggestions(text: string, enabled: boolean) {
  const signedIn = Boolean(useSession());
  return useQuery({
    // Distributors get prices, visitors do not: the audience is part of the key.
    queryKey: ['suggest', signedIn, text],
    queryFn: ({ signal }): Promise<Suggestion[]> =>
      call(endpoints.catalog.suggest, { query: { q: text } }, { signal }).then((r) => r.products),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
