import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { stubApi } from '../test/render-page.tsx';
import { signIn, signInStaff } from '../test/render-with-providers.tsx';
import { routes } from './router.tsx';

// The pages the router loads lazily are loaded before any test: a test waits for what a page shows, not for a
// chunk to arrive on a busy machine.
await Promise.all([
  import('../components/not-found-page.tsx'),
  import('../features/cart/cart-page.tsx'),
  import('../features/orders/orders-page.tsx'),
  import('../features/quick-order/quick-order-page.tsx'),
]);

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the store's routes", () => {
  // The server answers these with the app and a 404; the app must then show its not-found page, not a blank one.
  it.each(['/no/existe', '/%E0%A4%A', '/store/%E0%A4%A'])('show the not-found page at %s', async (path) => {
    stubApi({ 'GET brand/get_all_publicity': () => ({ body: { ok: true, brandsPublicity: [] } }) });
    const memory = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={memory} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Página no encontrada...' })).toBeInTheDocument();
    expect(memory.state.location.pathname).toBe('/error');
  });
});

describe('the pages that carry prices', () => {
  it.each(['/cart', '/orders', '/quick-order'])(
    'send the warehouse (Bodega) from %s to its back office, and let a distributor in',
    async (path) => {
      signInStaff('WAREHOUSE');
      const memory = createMemoryRouter(
        routes.map((r) => (r.path === '/admin' ? { path: '/admin', element: <p>Panel</p> } : r)),
        { initialEntries: [path] },
      );
      render(
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={memory} />
        </QueryClientProvider>,
      );
      expect(await screen.findByText('Panel')).toBeInTheDocument();
      expect(memory.state.location.pathname).toBe('/admin');

      session.clear();
      signIn();
      await memory.navigate(path);
      expect(memory.state.location.pathname).toBe(path);
    },
  );
});
