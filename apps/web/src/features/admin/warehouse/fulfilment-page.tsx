/**
 * «Por despachar»: the approved orders the warehouse prepares, dispatches and delivers, the oldest first, one tab
 * per status with its count and a search; each order opens its picking page. No price anywhere.
 */
import { SALE_STATUS_LABELS } from '@store/contracts/constants';
import { WAREHOUSE_STATUSES } from '@store/contracts/warehouse';
import { ChevronRight, TriangleAlert } from 'lucide-react';
import { OrderStatusBadge, orderStatusDot } from '../../../components/order-status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import adminWarehouseMessages from '../../../locales/admin-warehouse.ts';
import { adminPaths } from '../admin-paths.ts';
import { PagedResults } from '../components/list-pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { StatusTab, StatusTabs } from '../components/status-tabs.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { type FulfilmentStatus, useFulfilmentList } from './api/get-fulfilment-list.ts';

const KEYS = ['status', 'q'] as const;

// the orders to prepare first: an address without a status opens on them
const asStatus = (value: string): FulfilmentStatus => (WAREHOUSE_STATUSES.find((s) => s === value) as FulfilmentStatus) ?? 'APPROVED';

export default function FulfilmentPage() {
  const { t } = useTranslation(adminWarehouseMessages);
  const words = useSellingWords();
  const [params, setParams] = useListParams(KEYS, 20);
  const status = asStatus(params.status);
  const query = useFulfilmentList({ status, q: params.q, page: params.page, size: params.size });
  const counts = query.data?.counts;

  return (
    <>
      <PageHeader title={t('fulfilment.title')} description={t('fulfilment.description')} />

      <div className="mb-4 flex flex-col gap-3">
        <SearchBox
          value={params.q}
          onSearch={(q) => setParams({ q: q || null })}
          label={t('fulfilment.search-label')}
          placeholder={t('fulfilment.search-placeholder')}
          hideLabel
          className="sm:max-w-md"
        />
        <StatusTabs legend={t('fulfilment.status-filter')} selected={status} layoutKey={counts ? 'counts' : ''}>
          {WAREHOUSE_STATUSES.map((s) => (
            <StatusTab
              key={s}
              selected={s === status}
              onSelect={() => setParams({ status: s === 'APPROVED' ? null : s })}
              dot={orderStatusDot(s)}
              count={counts?.[s as FulfilmentStatus]}
            >
              {SALE_STATUS_LABELS[s]}
            </StatusTab>
          ))}
        </StatusTabs>
      </div>

      <QueryState
        query={query}
        isEmpty={(d) => d.orders.length === 0}
        empty={params.q ? t('fulfilment.empty-search') : t('fulfilment.empty')}
      >
        {(data) => (
          <PagedResults
            found={t('fulfilment.total-found', { count: data.info.total })}
            info={data.info}
            size={params.size}
            onChange={setParams}
          >
            <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
              <table className={`block w-full text-left text-sm md:table ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
                <caption className="sr-only">{t('fulfilment.caption')}</caption>
                <thead className="hidden bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase md:table-header-group">
                  <tr>
                    {(['number', 'date', 'company', 'city', 'items', 'status'] as const).map((col) => (
                      <th key={col} scope="col" className={`px-4 py-3 ${col === 'items' ? 'text-right' : ''}`}>
                        {t(`fulfilment.col.${col}`)}
                      </th>
                    ))}
                    <th scope="col" className="w-8 px-2 py-3">
                      <span className="sr-only">{t('fulfilment.open-col')}</span>
                    </th>
                  </tr>
                </thead>
                {/* On a phone each order is a card: number and status, the company, its city and units, then the date. */}
                <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
                  {data.orders.map((o) => (
                    <tr
                      key={o.saleid}
                      className="relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none md:hover:bg-stone-50"
                    >
                      <td className="md:px-4 md:py-3">
                        <Link
                          to={adminPaths.fulfilmentOrder(o.saleid)}
                          aria-label={t('fulfilment.open', { id: o.saleid })}
                          className="text-base font-bold text-brand-800 after:absolute after:inset-0 after:content-[''] hover:underline md:text-sm"
                        >
                          {t('order-number', { id: o.saleid })}
                        </Link>
                      </td>
                      <td className="col-span-2 row-start-4 text-xs text-stone-500 md:px-4 md:py-3 md:text-sm md:whitespace-nowrap md:text-stone-600">
                        <time dateTime={o.saledate}>{formatDateTime(o.saledate)}</time>
                      </td>
                      <td className="col-span-2 row-start-2 min-w-0 font-medium text-stone-900 md:px-4 md:py-3">
                        <span className="block truncate">{o.distributor.companyName}</span>
                        {o.receiptRejected && (
                          <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                            <TriangleAlert className="size-3.5" aria-hidden="true" />
                            {t('fulfilment.receipt-rejected')}
                          </span>
                        )}
                      </td>
                      <td className="col-start-1 row-start-3 text-stone-700 md:px-4 md:py-3">{o.distributor.city}</td>
                      <td className="col-start-2 row-start-3 text-right text-stone-700 tabular-nums md:px-4 md:py-3 md:whitespace-nowrap">
                        {words.counted(o.unit_totals)}
                      </td>
                      <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-3">
                        <OrderStatusBadge status={o.status} />
                      </td>
                      <td aria-hidden="true" className="hidden w-8 pr-3 text-stone-400 md:table-cell">
                        <ChevronRight className="size-4" />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </PagedResults>
        )}
      </QueryState>
    </>
  );
}
