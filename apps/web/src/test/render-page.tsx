import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Renders one page at `path` (with history `state`, if given) inside the app's providers; the current location is shown in `location`. */
export function renderPage(
  element: ReactElement,
  { path = '/', route = '*', state }: { path?: string; route?: string; state?: unknown } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
        <Where />
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }> | Error;

/** Stubs the network boundary only: each call gets the next reply for its path ("METHOD path"). */
export function stubApi(replies: Record<string, Reply | ((init: RequestInit) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`;
    const entry = replies[key];
    if (!entry) throw new Error(`unexpected call ${key}`);
    const reply = await (typeof entry === 'function' ? entry(init) : entry);
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
