/**
 * The web store's entry in the browser: the styles, i18n and the app. Over a page the server rendered it
 * hydrates that HTML with the state the page carries (decision 026); any other page it draws itself.
 */
import { paths } from '@store/contracts/paths';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppRoutes, preloadPageAt } from './app/router.tsx';
import { holdUntilHydrated } from './lib/after-hydration.ts';
import './index.css';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { registerServiceWorker } from './lib/app-updates.ts';
import i18n, { LANGUAGES, type Language, loadLanguage } from './lib/i18n.ts';
import { ensurePageCookie } from './lib/page-cookie.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createBrowserHistory, StoreRouter } from './lib/router.tsx';
import { RenderedSession, session } from './lib/session.ts';
import { readSsrState } from './lib/ssr.ts';

// An async function, not top-level await: an entry that awaits makes the bundler move every module the
// lazy pages share with it into chunks of their own (dozens of requests before the page can hydrate).
async function start() {
  const state = readSsrState();
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const language = document.documentElement.lang as Language;
  const history = createBrowserHistory();
  await Promise.all([
    // Over a server-rendered page, the page's code is loaded first, so the hydration finds it drawn.
    state ? preloadPageAt(window.location.pathname) : undefined,
    // A page's Spanish texts come with its chunk; English, all of it, before the page is drawn in it.
    language !== 'es' && LANGUAGES.includes(language) ? loadLanguage(language) : undefined,
  ]);
  setUnauthorizedHandler((notice) => {
    queryClient.clear();
    history.navigate(paths.login, { state: { notice } });
  });
  void ensurePageCookie();

  const app = (
    <StrictMode>
      <RenderedSession.Provider value={state && state.audience !== 'visitor' ? session.get() : null}>
        <App queryClient={queryClient}>
          <StoreRouter history={history}>
            <AppRoutes />
          </StoreRouter>
        </App>
      </RenderedSession.Provider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Hydrated as a transition: React works through the page in slices and lets the browser answer in
  // between (a tap, a scroll), where a plain hydrateRoot holds the main thread for the whole page at once.
  if (state) {
    holdUntilHydrated();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
  void registerServiceWorker(() => ({ updated: i18n.t('update.ready'), reload: i18n.t('update.reload') }));
}

void start();
