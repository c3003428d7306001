import { ArrowUp } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocation } from '../../lib/router.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { useScrolledPast } from './use-scroll.ts';

/** The store's frame around its pages: navbar, offline notice, footer, and the way back to the top. */
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
      <Footer />
      <ScrollToTopButton />
    </div>
  );
}

function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(300);
  const footerShown = useFooterShown();
  // Over the footer it would cover its links and phone numbers (on a phone, the whole width is footer).
  if (!visible || footerShown) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scroll-top')}
      className="fixed bottom-5 left-5 z-40 inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-700"
    >
      <ArrowUp className="size-5" />
    </button>
  );
}

/** Whether the page's footer is on screen now. */
function useFooterShown() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer) return;
    const observer = new IntersectionObserver((entries) => setShown(entries.some((e) => e.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return shown;
}
