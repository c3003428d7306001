import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { paths } from './paths.ts';
import { router } from './router.tsx';

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
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />
    </QueryClientProvider>
  );
}
