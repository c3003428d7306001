import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** buttons on the right (below the title on a phone) */
  actions?: ReactNode;
  /** a link back to the list this page belongs to */
  back?: { to: string; label: string };
}

export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-3">
      {/* React puts it in the document's head: each back-office tab says which page it is. */}
      {typeof title === 'string' && <title>{`${title} · Administración · Calzado Andino`}</title>}
      {back && (
        <Link to={back.to} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900">
          <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
        </Link>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}

/** A white card that groups a part of a page, with an optional title. */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold text-stone-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
