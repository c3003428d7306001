import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows it as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Tailwind's lg breakpoint (64rem): from here on the catalogue's filters sit beside the grid. */
export const LARGE_SCREEN = '(min-width: 64rem)';
