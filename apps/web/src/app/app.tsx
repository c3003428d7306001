import { paths } from '@store/contracts/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The toast area joins after the page's load event; sonner replays any toast raised before it mounts. */
function usePageLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

export function App() {
  const pageLoaded = usePageLoaded();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    setUnauthorizedHandler((notice) => {
      client.clear();
      router.navigate(paths.login, { state: { notice } });
    });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {pageLoaded && (
        <Suspense>
          <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
