import { paths } from '@store/contracts/paths';
import { ArrowUp, Mail, MapPin, Phone } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Logo } from '../../components/ui/logo.tsx';
import { useBrandPublicity } from '../../features/content/api/get-brand-publicity.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { OFFICE_ADDRESSES, STORE_EMAIL, STORE_PHONE } from '../../lib/store-info.ts';
import { useScrolledPast } from './use-scroll.ts';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/calzadoandino' },
  { name: 'Instagram', href: 'https://www.instagram.com/calzadoandino' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@calzadoandino' },
];

/** The store's footer, and the way back to the top while the footer is off screen. */
export default function Footer() {
  const { t } = useTranslation();
  const brands = useBrandPublicity();
  const strip = (brands.data ?? []).filter((b) => !b.landing);
  const footer = useRef<HTMLElement>(null);
  return (
    <>
      <footer ref={footer} className="mt-16 bg-brand-900 text-brand-100">
        {strip.length > 0 && (
          <div className="border-b border-white/10 bg-white">
            <ul
              aria-label={t('footer.brands')}
              className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-10 gap-y-4 px-4 py-6"
            >
              {strip.map((b) => (
                <li key={b.brandpublicityid}>
                  <img
                    src={b.url}
                    alt={b.name}
                    width={120}
                    height={40}
                    loading="lazy"
                    className="h-10 w-auto opacity-80 grayscale hover:grayscale-0"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-3">
            <Logo light className="h-10 self-start" />
            <p className="text-sm text-brand-100/80">{t('footer.tagline')}</p>
          </div>
          <Office title={t('footer.office-cuenca')} address={OFFICE_ADDRESSES.cuenca} />
          <Office title={t('footer.office-quito')} address={OFFICE_ADDRESSES.quito} />
          <div className="flex flex-col gap-3 text-sm">
            <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
            <a href={`tel:${STORE_PHONE.replace(/\s/g, '')}`} className="flex items-center gap-2 hover:text-white">
              <Phone className="size-4" /> {STORE_PHONE}
            </a>
            <a href={`mailto:${STORE_EMAIL}`} className="flex items-center gap-2 hover:text-white">
              <Mail className="size-4" /> {STORE_EMAIL}
            </a>
            <ul className="flex gap-4 pt-1" aria-label={t('footer.social')}>
              {SOCIAL.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noreferrer" className="underline-offset-4 hover:text-white hover:underline">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-brand-100/70">
            <p>
              © {new Date().getFullYear()} Calzado Andino · {t('footer.rights')}
            </p>
            <nav className="flex gap-4" aria-label={t('footer.links')}>
              <Link to={paths.questions} className="hover:text-white">
                {t('nav.questions')}
              </Link>
              <Link to={paths.contact} className="hover:text-white">
                {t('nav.contact')}
              </Link>
              <Link to={paths.about} className="hover:text-white">
                {t('nav.about')}
              </Link>
            </nav>
          </div>
        </div>
      </footer>
      <ScrollToTopButton footer={footer} />
    </>
  );
}

function Office({ title, address }: { title: string; address: string }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h2 className="font-semibold text-white">{title}</h2>
      <p className="flex items-start gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0" /> {address}
      </p>
    </div>
  );
}

function ScrollToTopButton({ footer }: { footer: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const visible = useScrolledPast(300);
  const footerShown = useShown(footer);
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

/** Whether an element is on screen now. */
function useShown(element: RefObject<HTMLElement | null>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!element.current) return;
    const observer = new IntersectionObserver((entries) => setShown(entries.some((e) => e.isIntersecting)));
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element]);
  return shown;
}
