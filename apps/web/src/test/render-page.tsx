/**
 * Rendering one page inside the app's providers, and the one stub of the network every web test uses:
 * `stubApi` answers `fetch` per endpoint and `callsTo` reads back what a page sent to one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { MemoryRouter, Route, Switch, useLocation } from '../lib/router.tsx';

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
        <Switch>
          <Route path={route}>{element}</Route>
        </Switch>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export interface ApiReply {
  status?: number;
  body: unknown;
}
/** An answer, one that arrives later, or an Error for a call that gets no answer at all (offline). */
type Reply = ApiReply | Promise<ApiReply> | Error;
/** What a stubbed route is told of the call: its URL, its JSON body (parsed) and the raw `fetch` options. */
export interface StubRequest {
  url: URL;
  body: unknown;
  init: RequestInit;
}

/** A call's route key: 'METHOD path', the path after /api/ ('GET admin/orders/42'), without its query. */
const keyOf = (input: RequestInfo | URL, init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '')}`;

/**
 * Replaces `fetch` only: every call is answered by `routes['METHOD path']` (see keyOf), a reply or a function
 * of the request that gives one; any other call gets the server's 404.
 */
export function stubApi(routes: Record<string, Reply | ((request: StubRequest) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = routes[keyOf(input, init)];
    const request = () => ({
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      init: init ?? {},
    });
    const reply = await (typeof route === 'function'
      ? route(request())
      : (route ?? { status: 404, body: { ok: false, msg: 'Recurso no encontrado' } }));
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route ('PATCH', 'admin/orders/42/status'), as [url, init] pairs. */
export const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => keyOf(input, init) === `${method} ${path}`);
