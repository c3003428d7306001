import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface StatusTabsProps {
  /** what the group filters, for screen readers */
  legend: string;
  /** the key of the selected tab: the row scrolls it into view when it changes */
  selected: string;
  /** changes when the tabs change width (e.g. once the counts arrive), to bring the selected one back into view */
  layoutKey?: string;
  /** wrap the tabs instead of scrolling them from the `sm` breakpoint up */
  wrapFromSm?: boolean;
  children: ReactNode;
}

/**
 * A row of filter tabs (buttons with aria-pressed) that, on a narrow screen, scrolls sideways with snap:
 * the selected tab is kept in view and a soft fade on either edge shows that more tabs hide there.
 * On a phone it bleeds to the screen edges (the page has a 1rem padding there); the caller spaces it.
 */
export function StatusTabs({ legend, selected, layoutKey = '', wrapFromSm = false, children }: StatusTabsProps) {
  const scroller = useRef<HTMLFieldSetElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setEdges((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the selection or the widths change
  useLayoutEffect(() => {
    const el = scroller.current;
    const tab = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !tab || el.scrollWidth <= el.clientWidth) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    const pad = 32; // leave room for the fade
    if (start >= el.scrollLeft + pad && end <= el.scrollLeft + el.clientWidth - pad) return;
    el.scrollLeft = Math.max(0, start - (el.clientWidth - tab.offsetWidth) / 2);
    measure();
  }, [selected, layoutKey, measure]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const fade = 'pointer-events-none absolute inset-y-0 w-8 from-stone-100 to-transparent transition-opacity';
  return (
    <div className="relative -mx-4 sm:mx-0">
      <fieldset
        ref={scroller}
        onScroll={measure}
        className={`relative flex min-w-0 snap-x snap-mandatory scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:scroll-px-0 sm:px-0 ${
          wrapFromSm ? 'sm:flex-wrap' : ''
        } [&>button]:shrink-0 [&>button]:snap-start`}
      >
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      <span aria-hidden="true" className={`${fade} left-0 bg-linear-to-r ${edges.left ? 'opacity-100' : 'opacity-0'}`} />
      <span aria-hidden="true" className={`${fade} right-0 bg-linear-to-l ${edges.right ? 'opacity-100' : 'opacity-0'}`} />
    </div>
  );
}

/** One tab of a StatusTabs row: a dot of the status's colour, its label and, once known, its count. */
export function StatusTab({
  selected,
  onSelect,
  dot,
  count,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  /** the dot's colour class (orderStatusDot) */
  dot?: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors ${
        selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600'
      }`}
    >
      {dot && <span aria-hidden="true" className={`size-2 rounded-full ring-1 ring-white/60 ${dot}`} />}
      {children}
      {count !== undefined && (
        <span className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${selected ? 'bg-white/20' : 'bg-stone-100 text-stone-600'}`}>
          {count}
        </span>
      )}
    </button>
  );
}
