/**
 * The filters as a phone's sheet (catalog-filters.tsx): its own chunk, loaded when the buyer first opens it, so
 * the store's first load carries no dialog library (decision 038).
 */
import type { FilterGroup } from '@store/contracts/catalog';
import type { FilterKey } from '@store/contracts/catalog-lookups';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import catalogMessages from '../../../locales/catalog.ts';
import type { CatalogParams } from '../catalog-params.ts';
import { FilterPanel, ResetButton } from './filter-panel.tsx';

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: FilterGroup[];
  loading: boolean;
  params: CatalogParams;
  onToggle: (key: FilterKey, value: number) => void;
  onReset: () => void;
  total: number | null;
  onShowResults: () => void;
  /** the button that opened the sheet: focus goes back to it when the sheet closes (not on 'Ver resultados') */
  opener: RefObject<HTMLButtonElement | null>;
}

export default function FilterSheet({
  open,
  onOpenChange,
  groups,
  loading,
  params,
  onToggle,
  onReset,
  total,
  onShowResults,
  opener,
}: FilterSheetProps) {
  const { t } = useTranslation(catalogMessages);
  // After the sheet has gone (its focus trap with it): 'Ver resultados' brings the results, any other way out
  // goes back to the button that opened it.
  const close = (showResults = false) => {
    onOpenChange(false);
    setTimeout(() => (showResults ? onShowResults() : opener.current?.focus()));
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {/* No portal: the sheet stays inside the filters' landmark, where the panel has always been. */}
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
      <RadixDialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // where focus goes is ours to say (close below): the results, or the button that opened the sheet
          event.preventDefault();
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
          <Button size="lg" className="w-full" onClick={() => close(true)}>
            {total === null ? t('store.see-results') : t('store.see-results-count', { count: total })}
          </Button>
        </div>
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
