import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/** A grey block that pulses where content is on its way, as the store's product cards do. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-md bg-stone-200 ${className}`} />;
}

/** A page's placeholders: announced once as loading; the blocks themselves are hidden from screen readers. */
export function SkeletonPage({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
