/**
 * The web store's entry on the server (decision 026): renders a public page from the router's own table,
 * with its data fetched from the API in the same process, for one audience (never for one person).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionUser } from '@store/contracts/auth';
import type { Audience, PageHead } from '@store/contracts/page-render';
import { PERSONAL_MARKS } from '@store/contracts/page-render';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app.tsx';
import { AppRoutes, preloadPageAt } from './app/router.tsx';
import { setTransport } from './lib/api-client.ts';
import { LANGUAGES, type Language, LanguageProvider, loadEnglish } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createStaticHistory, StoreRouter } from './lib/router.tsx';
import { RenderedSession } from './lib/session.ts';
import { HeadCollector, type SsrState } from './lib/ssr.ts';

/** Answers an API request inside the server (its path with /api and query, and the page request's token). */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** the page's path and query */
  url: string;
  audience: Audience;
  language: Language;
  api: ApiFetch;
}

export type RenderOutput =
  | { kind: 'page'; status: number; html: string; head: PageHead | null; state: SsrState; language: Language }
  | { kind: 'redirect'; status: number; location: string };

// Each render's own way to the API: renders run side by side, and the API client is one module.
const apiOfRender = new AsyncLocalStorage<ApiFetch>();
setTransport((input, init) => {
  const api = apiOfRender.getStore();
  if (!api) return Promise.reject(new Error('an API call outside a render'));
  return api(String(input), init ?? {});
});

/** A signed-in audience's session: no token, and a mark where a person's name goes (filled in per request). */
function audienceSession(audience: Audience): SessionUser | null {
  if (audience === 'visitor') return null;
  return {
    userid: 0,
    token: '',
    email: '',
    name: PERSONAL_MARKS.name,
    lastname: '',
    company_name: '',
    company_role: null,
    role: audience,
    image: null,
  };
}

async function htmlOf(tree: ReactNode): Promise<string> {
  // Waits for every lazy part (a page's chunk with its texts) so the HTML is whole. No boundary is sent
  // apart to be swapped in by an inline script (React's default for a large one): the page's CSP runs none.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The queries the last pass asked for and nobody fetched yet (a disabled one stays disabled). */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && (q.options as { enabled?: unknown }).enabled !== false,
    );
}

/**
 * A page asks for its data as it renders: the render runs again once that data arrived, at most four times
 * (a query that needs another's answer asks one pass later). The last HTML must hold no inline script, which
 * the store's Content-Security-Policy would not run (the browser would draw that part again: a flash).
 */
const PASSES = 4;

export async function render(input: RenderInput): Promise<RenderOutput> {
  const language = LANGUAGES.includes(input.language) ? input.language : 'es';
  return apiOfRender.run(input.api, async () => {
    const history = createStaticHistory(input.url);
    await preloadPageAt(history.pathname());
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    if (language === 'en') await loadEnglish();
    let head: PageHead | null = null;
    const tree = (
      <LanguageProvider language={language}>
        <RenderedSession.Provider value={audienceSession(input.audience)}>
          <HeadCollector.Provider value={(h) => (head = h)}>
            <App queryClient={queryClient}>
              <StoreRouter history={history}>
                <AppRoutes />
              </StoreRouter>
            </App>
          </HeadCollector.Provider>
        </RenderedSession.Provider>
      </LanguageProvider>
    );
    let html = '';
    for (let pass = 1; ; pass++) {
      head = null;
      html = await htmlOf(tree);
      if (history.redirectedTo) return { kind: 'redirect', status: 302, location: history.redirectedTo };
      const missing = unfetched(queryClient);
      if ((!missing.length && !html.includes('<script')) || pass === PASSES) break;
      await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
    }
    const state: SsrState = { audience: input.audience, queries: dehydrate(queryClient) };
    return { kind: 'page', status: 200, html, head, state, language };
  });
}
