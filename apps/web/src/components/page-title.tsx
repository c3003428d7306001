/** A store page's heading: its title, the sentence under it, and what stands on the right (a count, say). */
import type { ReactNode } from 'react';

export function PageTitle({ title, subtitle, aside }: { title: string; subtitle: string; aside?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-2 sm:mb-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-stone-600">{subtitle}</p>
      </div>
      {aside}
    </div>
  );
}
