import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterHydration, markHydrated } from '../lib/after-hydration.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast area joins once the page is hydrated (at once on a page the browser draws itself), not during the
 * hydration; sonner replays any toast raised before it mounts.
 */
function usePageLoaded() {
  // False on the server and while hydrating: the toast area is the browser's alone.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void afterHydration().then(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
    };
  }, []);
  return loaded;
}

/**
 * Marks the document once the first render is the browser's (a server-rendered page hydrated, or a page
 * drawn): from then on its buttons answer. The browser tests wait for it before they click.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markHydrated();
  }, []);
}

/** The providers around the router, the same in the browser and on the server (entry-client, entry-server). */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const pageLoaded = usePageLoaded();
  useHydratedMark();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {pageLoaded && (
        <Suspense>
          <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
