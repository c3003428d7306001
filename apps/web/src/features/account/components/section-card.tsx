import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** A section of «Mi empresa» (people, branches): its icon, heading, an action beside it, a line of help, its body. */
export function SectionCard(props: { id: string; icon: ReactNode; title: string; action?: ReactNode; intro: string; children: ReactNode }) {
  const { id, icon, title, action, intro, children } = props;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {icon}
          </span>
          <h2 id={id} className="text-xl font-semibold text-stone-900">
            {title}
          </h2>
        </div>
        {action}
      </div>
      <p className="mb-5 text-sm text-stone-600">{intro}</p>
      {children}
    </section>
  );
}

/** A list that could not be loaded: why, and «Reintentar». */
export function LoadError({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      {message}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
