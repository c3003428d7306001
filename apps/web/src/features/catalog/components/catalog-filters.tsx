import type { FilterGroup } from '@store/contracts/catalog';
import type { FilterKey } from '@store/contracts/catalog-lookups';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import catalogMessages from '../../../locales/catalog.ts';
import type { CatalogParams } from '../catalog-params.ts';
import { FilterPanel, SearchBox } from './filter-panel.tsx';

const FilterSheet = lazy(() => import('./filter-sheet.tsx'));

interface CatalogFiltersProps {
  groups: FilterGroup[];
  loading: boolean;
  params: CatalogParams;
  onSearch: (text: string) => void;
  onToggle: (key: FilterKey, value: number) => void;
  onReset: () => void;
  /** how many products match the current choice, or null while the list has not answered for it */
  total: number | null;
  /** the values chosen across the groups, for the badge on 'Filtrar' */
  activeCount: number;
  /** brings the results into view once the phone's sheet has closed on 'Ver resultados' */
  onShowResults: () => void;
}

/**
 * The search box and the filter groups. On a large screen both stand in the panel beside the grid; on a
 * phone the search box stays on the page and the eight groups open in a sheet whose footer always shows
 * 'Ver resultados (N)', so a buyer sees what a choice did without scrolling past every group.
 */
export function CatalogFilters({
  groups,
  loading,
  params,
  onSearch,
  onToggle,
  onReset,
  total,
  activeCount,
  onShowResults,
}: CatalogFiltersProps) {
  const { t } = useTranslation(catalogMessages);
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing it runs the dialog's own way out (focus back, 'Ver resultados')
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  // One layout for every width, switched by CSS rather than by script: the server's HTML is already right on
  // a phone and on a desktop, and nothing moves when the page hydrates. From lg the panel sits under the
  // search; below it, a button opens the panel as a sheet.
  return (
    <div className="flex gap-2 lg:flex-col lg:gap-4">
      <div className="min-w-0 flex-1">
        <SearchBox value={params.search} onSearch={onSearch} />
      </div>
      {!open && (
        <div className="hidden lg:block">
          <FilterPanel groups={groups} loading={loading} params={params} onToggle={onToggle} onReset={onReset} />
        </div>
      )}
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="flex h-11 shrink-0 lg:hidden items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" /> {t('store.show-filters')}
        {activeCount > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{activeCount}</span>}
      </button>
      {opened && (
        <Suspense>
          <FilterSheet
            open={open}
            onOpenChange={setOpen}
            groups={groups}
            loading={loading}
            params={params}
            onToggle={onToggle}
            onReset={onReset}
            total={total}
            onShowResults={onShowResults}
            opener={opener}
          />
        </Suspense>
      )}
    </div>
  );
}
