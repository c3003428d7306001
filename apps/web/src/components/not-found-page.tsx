import { paths } from '@store/contracts/paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from './ui/logo.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-24 text-center">
      <Logo className="h-16" />
      <h1 className="text-2xl font-semibold text-stone-800">{t('not-found')}</h1>
      <Link to={paths.store} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {t('go-to-store')}
      </Link>
    </section>
  );
}
