import { endpoints } from '@store/contracts/endpoints/store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { type CatalogParams, filterQuery } from '../catalog-params.ts';

export function useStoreFront(params: CatalogParams, preventa: boolean) {
  const signedIn = Boolean(useSession());
  return useQuery({
    // Prices differ between visitors and distributors, so the audience is part of the key.
    queryKey: ['store-front', signedIn, preventa, params],
    queryFn: ({ signal }) =>
      call(
        endpoints.catalog.storeFront,
        { query: { ...filterQuery(params), page: params.page, size: params.size, preventa: preventa ? true : undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
