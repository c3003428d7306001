import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { paths } from './paths.ts';
import { router } from './router.tsx';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    setUnauthorizedHandler(() => {
      client.clear();
      router.navigate(paths.login);
    });
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense>
        <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
