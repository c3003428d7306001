import type { FilterGroup } from '@store/contracts/catalog';
import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';

/**
 * Filter groups; a failure is logged and leaves the panel empty (SPEC.md 8). The server names each group in
 * Spanish; the page names it by its key in the reader's language, keeping the server's title when it has none.
 */
export function useFilters(preventa: boolean) {
  const { t } = useTranslation('catalog');
  const select = useCallback(
    (groups: FilterGroup[]) => groups.map((g) => ({ ...g, title: t(`filter-groups.${g.key}`, { defaultValue: g.title }) })),
    [t],
  );
  return useQuery({
    queryKey: ['filters', preventa],
    queryFn: () =>
      call(endpoints.catalog.filters, { query: { preventa: preventa ? true : undefined } }).then(
        (r) => r.filters,
        (error): FilterGroup[] => {
          console.error('filters', error);
          return [];
        },
      ),
    select,
    staleTime: 5 * 60_000,
  });
}
