import type { FilterGroup } from '@store/contracts/catalog';
import type { FilterKey } from '@store/contracts/catalog-lookups';
import { ChevronDown, RotateCcw, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import catalogMessages from '../../../locales/catalog.ts';
import type { CatalogParams } from '../catalog-params.ts';

export const SEARCH_DEBOUNCE_MS = 400;

interface FilterPanelProps {
  groups: FilterGroup[];
  loading: boolean;
  params: CatalogParams;
  /** adds a value to its group's choice, or takes it away */
  onToggle: (key: FilterKey, value: number) => void;
  /** the panel's own 'Limpiar filtros' button; left out where the reset sits elsewhere (the phone sheet's footer) */
  onReset?: () => void;
}

/** The id of a filter value: its one numeric field besides the name and the count (brandid, categoryid, colorid...). */
export function filterValueId(item: Record<string, number | string | undefined>): number {
  const entry = Object.entries(item).find(([key, value]) => key !== 'name' && key !== 'count' && typeof value === 'number');
  return entry ? Number(entry[1]) : 0;
}

/** 'Nombre o código': searches once typing pauses for 400 ms; the URL stays the source of truth. */
export function SearchBox({ value, onSearch }: { value: string | undefined; onSearch: (text: string) => void }) {
  const { t } = useTranslation(catalogMessages);
  const searchId = useId();
  const [text, setText] = useState(value ?? '');
  const lastSent = useRef(value ?? '');

  // The URL can change the search too (back button, reset): follow it.
  useEffect(() => {
    lastSent.current = value ?? '';
    setText(value ?? '');
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = trimmed;
      onSearch(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="relative">
      <label htmlFor={searchId} className="sr-only">
        {t('store.search')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
      <input
        id={searchId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('store.search-placeholder')}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-base placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </div>
  );
}

/**
 * The filter groups as lists of checkboxes: a group takes several values (OR-ed), each showing how many
 * products it would leave; a value that would leave none is disabled, unless it is chosen (so it can be
 * taken away).
 */
export function FilterPanel({ groups, loading, params, onToggle, onReset }: FilterPanelProps) {
  const { t } = useTranslation(catalogMessages);
  const ids = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {loading && groups.length === 0
          ? Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="h-12 animate-pulse bg-stone-50" />
            ))
          : groups.map((group, index) => (
              <details key={group.key} open={index < 2 || Boolean(params[group.key]?.length)} className="group/filter">
                <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                  {group.title}
                  <ChevronDown aria-hidden="true" className="size-4 text-stone-500 transition-transform group-open/filter:rotate-180" />
                </summary>
                {/* Sizes are short and many: side by side, three to a row. */}
                <ul
                  className={`max-h-64 gap-0.5 overflow-y-auto px-2 pb-3 ${group.key === 'sizeid' ? 'grid grid-cols-3' : 'flex flex-col'}`}
                >
                  {group.filters.map((item) => {
                    const id = filterValueId(item);
                    const checked = Boolean(params[group.key]?.includes(id));
                    const empty = item.count === 0 && !checked;
                    return (
                      <li
                        key={id}
                        className={`relative flex items-center gap-2 rounded-md px-2 text-sm ${checked ? 'bg-brand-50 font-semibold text-brand-800' : ''} ${empty ? 'text-stone-400' : 'text-stone-700 hover:bg-stone-100'}`}
                      >
                        <input
                          id={`${ids}-${group.key}-${id}`}
                          type="checkbox"
                          checked={checked}
                          disabled={empty}
                          aria-describedby={`${ids}-${group.key}-${id}-count`}
                          onChange={() => onToggle(group.key, id)}
                          className="size-4 shrink-0 cursor-pointer rounded border-stone-300 accent-brand-700 disabled:cursor-not-allowed"
                        />
                        <label
                          htmlFor={`${ids}-${group.key}-${id}`}
                          className={`flex flex-1 items-center gap-2 py-1.5 ${empty ? 'cursor-not-allowed' : 'cursor-pointer'}`}
                        >
                          {typeof item.hexcode === 'string' && (
                            <span
                              className={`size-3.5 shrink-0 rounded-full border border-black/15 ${empty ? 'opacity-40' : ''}`}
                              style={{ backgroundColor: item.hexcode }}
                            />
                          )}
                          {item.name}
                        </label>
                        {/* The count describes the box rather than naming it: the value is found by its name. */}
                        <span id={`${ids}-${group.key}-${id}-count`} className="text-xs font-normal tabular-nums text-stone-500">
                          <span aria-hidden="true">{item.count}</span>
                          <span className="sr-only">{t('store.products', { count: item.count })}</span>
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </details>
            ))}
      </div>
      {onReset && <ResetButton onReset={onReset} />}
    </div>
  );
}

export function ResetButton({
  onReset,
  variant = 'outline',
  className = '',
}: {
  onReset: () => void;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation(catalogMessages);
  return (
    <Button variant={variant} onClick={onReset} className={className}>
      <RotateCcw aria-hidden="true" className="size-4" /> {t('store.reset')}
    </Button>
  );
}
