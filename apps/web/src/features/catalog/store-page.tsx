import { FILTER_KEYS, PAGE_SIZES } from '@store/contracts/constants';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { notify } from '../../lib/toast.ts';
import { useFilters } from './api/get-filters.ts';
import { useStoreFront } from './api/get-store-front.ts';
import { type CatalogParams, type FilterParamKey, readCatalogParams, writeCatalogParams } from './catalog-params.ts';
import { FilterPanel } from './components/filter-panel.tsx';
import { ProductGrid } from './components/product-grid.tsx';

export function StorePage() {
  return <Catalog preventa={false} />;
}

export function PreSalePage() {
  return <Catalog preventa />;
}

/** SPEC.md 8: the server's msg, else the error's own message, else a generic sentence. */
function listErrorMessage(error: unknown, unknown: string): string {
  if (error instanceof ApiError) return translateMessage(error.message);
  if (error instanceof Error && error.message) return error.message;
  return unknown;
}

function Catalog({ preventa }: { preventa: boolean }) {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCatalogParams(searchParams), [searchParams]);
  const list = useStoreFront(params, preventa);
  const filters = useFilters(preventa);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const update = useCallback(
    (change: (p: CatalogParams) => CatalogParams) => setSearchParams((current) => writeCatalogParams(change(readCatalogParams(current)))),
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => update((p) => ({ ...p, search: text || undefined, page: 1 })), [update]);
  const onSelect = useCallback((key: FilterParamKey, value: number) => update((p) => ({ ...p, [key]: value, page: 1 })), [update]);
  const onReset = useCallback(() => update((p) => ({ page: 1, size: p.size })), [update]);
  const onPage = (page: number) => {
    update((p) => ({ ...p, page }));
    window.scrollTo({ top: 0 });
  };
  const onSize = (size: number) => update((p) => ({ ...p, size, page: 1 }));

  useEffect(() => {
    if (list.error) notify.error(new Error(listErrorMessage(list.error, t('errors.unknown-products'))));
  }, [list.error, t]);

  const info = list.data?.info;
  const activeFilters = FILTER_KEYS.filter((k) => params[k]).length + (params.search ? 1 : 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{preventa ? t('store.pre-sale-title') : t('store.title')}</h1>
        {preventa && <p className="text-stone-600">{t('store.pre-sale-intro')}</p>}
      </header>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('store.filters')}>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="catalog-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            className="flex w-full items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" /> {t('store.show-filters')}
            {activeFilters > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{activeFilters}</span>}
          </button>
          {/* One panel: a toggle on phones, always open beside the grid on large screens. */}
          <div id="catalog-filters" className={filtersOpen ? 'pt-4 lg:pt-0' : 'hidden lg:block'}>
            <FilterPanel
              groups={filters.data ?? []}
              loading={filters.isPending}
              params={params}
              onSearch={onSearch}
              onSelect={onSelect}
              onReset={onReset}
            />
          </div>
        </aside>
        <section aria-labelledby="catalog-count" className="flex min-w-0 flex-col gap-5">
          <h2 id="catalog-count" className="text-lg font-semibold text-stone-800" aria-live="polite">
            {info ? t('store.available', { count: info.total }) : t('store.results')}
          </h2>
          {list.isError ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center"
            >
              <p className="text-stone-700">{t('store.error')}</p>
              <Button variant="outline" onClick={() => list.refetch()}>
                {t('store.retry')}
              </Button>
            </div>
          ) : (
            <>
              {info && info.total > 0 && (
                <Pagination
                  page={params.page}
                  totalPages={info.totalPages}
                  onPage={onPage}
                  size={params.size}
                  sizes={PAGE_SIZES}
                  onSize={onSize}
                />
              )}
              {info && info.total === 0 ? (
                <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">
                  {t('store.empty')}
                </p>
              ) : (
                <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
                  <ProductGrid
                    products={list.data?.products}
                    loading={list.isPending}
                    columns="grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
                    placeholders={8}
                  />
                </div>
              )}
              {info && info.total > 0 && <Pagination page={params.page} totalPages={info.totalPages} onPage={onPage} />}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
