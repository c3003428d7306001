import { PAGE_SIZES } from '@store/contracts/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';

/**
 * A list page's filters, search, page and page size live in the URL, so a list can be shared, reloaded
 * and walked back with the browser's button. Changing anything but the page goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[], defaultSize = 20) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const v = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
    // A page size the lists do not offer (typed into the URL) reads as the default.
    const size = Number(params.get('size'));
    return {
      ...v,
      page: Math.max(1, Number(params.get('page')) || 1),
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    };
  }, [params, keys, defaultSize]);

  const set = useCallback(
    (patch: Partial<Record<K | 'page' | 'size', string | number | null>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: !('page' in patch) },
      );
    },
    [setParams],
  );
  return [values, set] as const;
}
