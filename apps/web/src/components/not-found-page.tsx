import { paths } from '@store/contracts/paths';
import { useTranslation } from '../lib/i18n.ts';
import { Link } from '../lib/router.tsx';
import { useOnline } from '../lib/use-online.ts';
import { Logo } from './ui/logo.tsx';

/**
 * A page that does not exist; offline, a page this device never kept cannot be told from one that does not
 * exist, so it says so instead of «Página no encontrada» (decision 027: pages are kept as they are seen).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-24 text-center">
      <Logo className="h-16" />
      <h1 className="text-2xl font-semibold text-stone-800">{online ? t('not-found') : t('offline-not-kept')}</h1>
      {!online && <p className="text-stone-600">{t('offline-not-kept-hint')}</p>}
      <Link to={paths.store} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {t('go-to-store')}
      </Link>
    </section>
  );
}
