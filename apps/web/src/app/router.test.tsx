import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, StoreRouter } from '../lib/router.tsx';
import { session } from '../lib/session.ts';
import { stubApi } from '../test/render-page.tsx';
import { signIn, signInStaff } from '../test/render-with-providers.tsx';
import { AppRoutes } from './router.tsx';

// The pages the router loads lazily are loaded before any test: a test waits for what a page shows, not for a
// chunk to arrive on a busy machine.
await Promise.all([
  import('../components/not-found-page.tsx'),
  import('../features/cart/cart-page.tsx'),
  import('../features/orders/orders-page.tsx'),
  import('../features/quick-order/quick-order-page.tsx'),
  import('../features/quotes/quotes-page.tsx'),
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
    const history = createMemoryHistory([path]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StoreRouter history={history}>
          <AppRoutes />
        </StoreRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Página no encontrada...' })).toBeInTheDocument();
    expect(history.place().pathname).toBe('/error');
  });
});

describe('the pages that carry prices', () => {
  it.each(['/cart', '/orders', '/quick-order', '/quotes'])(
    'send the warehouse (Bodega) from %s to its back office, and let a distributor in',
    async (path) => {
      signInStaff('WAREHOUSE');
      stubApi({});
      const history = createMemoryHistory([path]);
      render(
        <QueryClientProvider client={new QueryClient()}>
          <StoreRouter history={history}>
            <AppRoutes />
          </StoreRouter>
        </QueryClientProvider>,
      );
      // the back office's frame, with Bodega's first page
      expect(await screen.findByRole('navigation', { name: 'Menú de administración' })).toBeInTheDocument();
      await vi.waitFor(() => expect(history.place().pathname).toBe('/admin/fulfilment'));

      session.clear();
      signIn();
      await act(() => history.navigate(path));
      expect(history.place().pathname).toBe(path);
    },
  );
});
