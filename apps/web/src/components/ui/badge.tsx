import type { ReactNode } from 'react';

/** The badge colours: one per meaning, the same in the store and the back office. */
const tones = {
  gray: { badge: 'bg-stone-100 text-stone-700 ring-stone-200', dot: 'bg-stone-400' },
  green: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  yellow: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  red: { badge: 'bg-red-50 text-red-700 ring-red-200', dot: 'bg-red-500' },
  blue: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  violet: { badge: 'bg-violet-50 text-violet-800 ring-violet-200', dot: 'bg-violet-500' },
  brand: { badge: 'bg-brand-50 text-brand-800 ring-brand-200', dot: 'bg-brand-500' },
} as const;
export type BadgeTone = keyof typeof tones;

/** The dot's colour of a tone, for a legend or a timeline beside the badges. */
export const badgeDot = (tone: BadgeTone) => tones[tone].dot;

const sizes = { sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-1 text-sm' } as const;

interface BadgeProps {
  tone?: BadgeTone;
  size?: keyof typeof sizes;
  /** a small dot of the tone's colour before the text */
  dot?: boolean;
  children: ReactNode;
}

export function Badge({ tone = 'gray', size = 'sm', dot = false, children }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone].badge} ${sizes[size]}`}
    >
      {dot && <span aria-hidden="true" className={`size-1.5 rounded-full ${tones[tone].dot}`} />}
      {children}
    </span>
  );
}
