import type { FilterGroup } from '@store/contracts/catalog';
import { endpoints } from '@store/contracts/endpoints/store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import catalogMessages from '../../../locales/catalog.ts';
import { type CatalogParams, filterQuery } from '../catalog-params.ts';

/**
 * Filter groups with each value's count for the current search and filters (the page does not change them,
 * so it is not in the key); a failure is logged and leaves the panel empty (docs/product.md §8). The server names each
 * group in Spanish; the page names it by its key in the reader's language, keeping the server's title when it
 * has none.
 */
export function useFilters(params: CatalogParams, preventa: boolean) {
  const { t } = useTranslation(catalogMessages);
  const select = useCallback(
    (groups: FilterGroup[]) => groups.map((g) => ({ ...g, title: t(`filter-groups.${g.key}`, { defaultValue: g.title }) })),
    [t],
  );
  return useQuery({
    queryKey: ['filters', preventa, filterQuery(params)],
    queryFn: ({ signal }) =>
      call(endpoints.catalog.filters, { query: { ...filterQuery(params), preventa: preventa ? true : undefined } }, { signal }).then(
        (r) => r.filters,
        (error): FilterGroup[] => {
          console.error('filters', error);
          return [];
        },
      ),
    select,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
