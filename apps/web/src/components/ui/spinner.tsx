import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.ts';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin text-brand-600 ${className}`} />;
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-start justify-center gap-3 pt-[30vh] text-stone-500">
      <Spinner className="size-8" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
