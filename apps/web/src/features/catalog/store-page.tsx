/**
 * The catalogue: the store (/store) and the pre-sale (/pre-sale) pages, a grid of product cards with filters,
 * search and paging whose state lives in the address. Prices come only for a signed-in distributor.
 */
import type { FilterKey } from '@store/contracts/catalog-lookups';
import { CATALOG_DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@store/contracts/constants';
import { PREVIEW_SIZE, paths, previewPicturePath } from '@store/contracts/paths';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { cardImage } from '../../components/catalog/card-image.ts';
import { ProductGrid } from '../../components/catalog/product-grid.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { translateMessage } from '../../lib/messages.ts';
import { CARD_PICTURE_SIZES, pictureSources } from '../../lib/picture-sources.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { pageTitle, usePageHead } from '../../lib/ssr.ts';
import { notify } from '../../lib/toast.ts';
import catalogMessages from '../../locales/catalog.ts';
import { useFilters } from './api/get-filters.ts';
import { useStoreFront } from './api/get-store-front.ts';
import { type CatalogParams, readCatalogParams, toggleValue, writeCatalogParams } from './catalog-params.ts';
import { ActiveFilters } from './components/active-filters.tsx';
import { CatalogFilters } from './components/catalog-filters.tsx';

export function StorePage() {
  return <Catalog preventa={false} />;
}

export function PreSalePage() {
  return <Catalog preventa />;
}

/** docs/product.md §8: the server's msg, else the error's own message, else a generic sentence. */
function listErrorMessage(error: unknown, unknown: string): string {
  if (error instanceof ApiError) return translateMessage(error.message);
  if (error instanceof Error && error.message) return error.message;
  return unknown;
}

function Catalog({ preventa }: { preventa: boolean }) {
  const { t } = useTranslation(catalogMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCatalogParams(searchParams), [searchParams]);
  const list = useStoreFront(params, preventa);
  const filters = useFilters(params, preventa);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const update = useCallback(
    (change: (p: CatalogParams) => CatalogParams) => setSearchParams((current) => writeCatalogParams(change(readCatalogParams(current)))),
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => update((p) => ({ ...p, search: text || undefined, page: 1 })), [update]);
  const onToggle = useCallback((key: FilterKey, value: number) => update((p) => toggleValue(p, key, value)), [update]);
  const onReset = useCallback(() => update((p) => ({ page: 1, size: p.size })), [update]);
  const onPage = (page: number) => {
    update((p) => ({ ...p, page }));
    window.scrollTo({ top: 0 });
  };
  const onSize = (size: number) => update((p) => ({ ...p, size, page: 1 }));
  const onShowResults = useCallback(() => {
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }, []);

  useEffect(() => {
    if (list.error) notify.error(new Error(listErrorMessage(list.error, t('errors.unknown-products'))));
  }, [list.error, t]);

  // A page past the last one (an old link, fewer results since) shows the last page, not an empty grid.
  const lastPage = list.data && !list.isPlaceholderData ? list.data.info.totalPages : 0;
  useEffect(() => {
    if (lastPage > 0 && params.page > lastPage) {
      setSearchParams((current) => writeCatalogParams({ ...readCatalogParams(current), page: lastPage }), { replace: true });
    }
  }, [lastPage, params.page, setSearchParams]);

  const info = list.data?.info;
  const { t: tc } = useTranslation();
  const heading = preventa ? t('store.pre-sale-title') : t('store.title');
  const first = list.data?.products[0];
  const firstImage = first && pictureSources(cardImage(first, null, false), CARD_PICTURE_SIZES);
  usePageHead({
    title: pageTitle(params.search ? tc('meta.search-title', { search: params.search }) : heading),
    description: tc(preventa ? 'meta.pre-sale-description' : 'meta.store-description'),
    ...(first && { image: { url: previewPicturePath(first.productid), ...PREVIEW_SIZE, alt: first.name }, preloadImage: firstImage }),
  });
  const activeFilters = Object.values(params).filter(Array.isArray).flat().length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{heading}</h1>
        {preventa && <p className="text-stone-600">{t('store.pre-sale-intro')}</p>}
      </header>
      <div className="grid gap-5 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside aria-label={t('store.filters')}>
          <CatalogFilters
            groups={filters.data ?? []}
            loading={filters.isPending}
            params={params}
            onSearch={onSearch}
            onToggle={onToggle}
            onReset={onReset}
            total={info && !list.isPlaceholderData ? info.total : null}
            activeCount={activeFilters}
            onShowResults={onShowResults}
          />
        </aside>
        <section aria-labelledby="catalog-count" className="flex min-w-0 flex-col gap-5">
          <h2
            id="catalog-count"
            ref={resultsHeading}
            tabIndex={-1}
            className="scroll-mt-4 text-lg font-semibold text-stone-800 focus:outline-none"
            aria-live="polite"
          >
            {info ? t('store.available', { count: info.total }) : t('store.results')}
          </h2>
          {params.search && <OtherModeMatches search={params.search} preventa={preventa} />}
          <ActiveFilters
            groups={filters.data ?? []}
            params={params}
            onRemove={onToggle}
            onClearSearch={() => onSearch('')}
            onReset={onReset}
          />
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

/**
 * The header suggests products of both modes, marking the pre-sale ones; a search's results list one mode.
 * So that the two agree, the results say how many of the other mode's products the search also finds, and lead there.
 */
function OtherModeMatches({ search, preventa }: { search: string; preventa: boolean }) {
  const { t } = useTranslation(catalogMessages);
  // the page its link opens (first page, default size): a click on it is answered from this query's cache
  const other = useStoreFront({ search, page: 1, size: CATALOG_DEFAULT_PAGE_SIZE }, !preventa);
  const total = other.data && !other.isPlaceholderData ? other.data.info.total : 0;
  if (total === 0) return null;
  const to = `${preventa ? paths.store : paths.preSale}?${new URLSearchParams({ search })}`;
  return (
    <p className="flex flex-wrap items-center gap-x-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm text-brand-900">
      {t(preventa ? 'store.also-regular' : 'store.also-pre-sale', { count: total, search })}
      <Link to={to} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {t(preventa ? 'store.see-regular' : 'store.see-pre-sale')}
      </Link>
    </p>
  );
}
