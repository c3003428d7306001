import type { FilterGroup } from '@store/contracts/catalog';
import type { FilterKey } from '@store/contracts/catalog-lookups';
import { SlidersHorizontal, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import catalogMessages from '../../../locales/catalog.ts';
import type { CatalogParams } from '../catalog-params.ts';
import { FilterPanel, ResetButton, SearchBox } from './filter-panel.tsx';

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
  const toResults = useRef(false);

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
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Trigger className="flex h-11 shrink-0 lg:hidden items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800">
          <SlidersHorizontal aria-hidden="true" className="size-4" /> {t('store.show-filters')}
          {activeCount > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{activeCount}</span>}
        </RadixDialog.Trigger>
        {/* No portal: the sheet stays inside the filters' landmark, where the panel has always been. */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!toResults.current) return;
            toResults.current = false;
            event.preventDefault();
            onShowResults();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-xl"
        >
          <div className="flex items-center gap-2 border-b border-stone-200 px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold text-stone-900">{t('store.filters')}</RadixDialog.Title>
            <ResetButton onReset={onReset} variant="ghost" className="ml-auto px-2" />
            <RadixDialog.Close className="rounded-md p-1 text-stone-500 hover:bg-stone-100" aria-label={t('close', { ns: 'common' })}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            <FilterPanel groups={groups} loading={loading} params={params} onToggle={onToggle} />
          </div>
          <div className="border-t border-stone-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button
              size="lg"
              className="w-full"
              onClick={() => {
                toResults.current = true;
                setOpen(false);
              }}
            >
              {total === null ? t('store.see-results') : t('store.see-results-count', { count: total })}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Root>
    </div>
  );
}
