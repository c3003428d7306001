import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows it as the window is resized or turned. False on the server
 * and while hydrating (a phone's layout, the one the server's HTML has), then the window's answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
