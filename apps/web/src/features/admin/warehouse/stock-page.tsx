/**
 * «Inventario»: the stock of every variant, searched by code, product, brand or colour, or only what runs low;
 * each variant a card that saves its own count.
 */
import { MIN_VISIBLE_STOCK } from '@store/contracts/constants';
import { useTranslation } from '../../../lib/i18n.ts';
import adminWarehouseMessages from '../../../locales/admin-warehouse.ts';
import { PagedResults } from '../components/list-pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { useStockList } from './api/get-stock-list.ts';
import { StockCard } from './stock-card.tsx';

const KEYS = ['q', 'low'] as const;

export default function StockPage() {
  const { t } = useTranslation(adminWarehouseMessages);
  const [params, setParams] = useListParams(KEYS, 20);
  const low = params.low === '1';
  const query = useStockList({ q: params.q, low, page: params.page, size: params.size });

  return (
    <>
      <PageHeader title={t('stock.title')} description={t('stock.description')} />

      <section className="mb-4 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
        <SearchBox
          value={params.q}
          onSearch={(q) => setParams({ q: q || null })}
          label={t('stock.search-label')}
          placeholder={t('stock.search-placeholder')}
          className="flex-1"
        />
        <label className="flex h-11 shrink-0 cursor-pointer items-center gap-2.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900">
          <input
            type="checkbox"
            checked={low}
            onChange={(e) => setParams({ low: e.target.checked ? '1' : null })}
            aria-describedby="stock-low-hint"
            className="size-4 accent-brand-700"
          />
          {t('stock.low')}
        </label>
        <p id="stock-low-hint" className="sr-only">
          {t('stock.low-hint', { min: MIN_VISIBLE_STOCK })}
        </p>
      </section>

      <QueryState query={query} isEmpty={(d) => d.variants.length === 0} empty={t('stock.empty')}>
        {(data) => (
          <PagedResults found={t('stock.total-found', { count: data.info.total })} info={data.info} size={params.size} onChange={setParams}>
            <div className={`grid gap-4 lg:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
              {data.variants.map((v) => (
                <StockCard key={v.variantId} variant={v} />
              ))}
            </div>
          </PagedResults>
        )}
      </QueryState>
    </>
  );
}
