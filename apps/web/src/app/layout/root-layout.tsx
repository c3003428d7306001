import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { afterHydration } from '../../lib/after-hydration.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocation } from '../../lib/router.tsx';
import { Navbar } from './navbar.tsx';

// The footer (and the way back to the top that keeps off it) comes once the page is hydrated: the server's
// HTML stands meanwhile, its links are real links, and it is below the fold on every first screen.
const Footer = lazy(() => afterHydration().then(() => import('./footer.tsx')));

/** The store's frame around its pages: navbar, offline notice, the page, and the footer. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling to the top is what a new path means
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#contenido" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        {t('skip-link')}
      </a>
      <Navbar />
      <OfflineNotice />
      <main id="contenido" className="flex-1">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
