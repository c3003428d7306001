/**
 * The back office's orders list: status tabs with their counts, date, distributor and text filters in the
 * address, the export of what they find, and one row per order linking to its page.
 */
import { ADMIN_ORDERS_PAGE_SIZE } from '@store/contracts/admin-orders';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  SALE_STATUS_LABELS,
  SALE_STATUSES,
  type SaleStatus,
} from '@store/contracts/constants';
import { readId } from '@store/contracts/id';
import { formatCents } from '@store/contracts/pricing';
import { Plus, X } from 'lucide-react';
import { OrderStatusBadge, orderStatusDot } from '../../../components/order-status-badge.tsx';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import adminPaymentsMessages from '../../../locales/admin-payments.ts';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';
import { adminPaths } from '../admin-paths.ts';
import { DayInput, isDay } from '../components/day-input.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { ListTable, RowEnd } from '../components/list-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { ExportOrders } from './export-orders.tsx';

const KEYS = ['status', 'payment', 'from', 'to', 'distributor', 'branch', 'q'] as const;

const asStatus = (value: string): SaleStatus | '' => SALE_STATUSES.find((s) => s === value) ?? '';
const asPayment = (value: string): PaymentStatus | '' => PAYMENT_STATUSES.find((s) => s === value) ?? '';

export default function OrdersPage() {
  const { t } = useTranslation(adminOrdersMessages);
  const words = useSellingWords();
  const { t: tp } = useTranslation(adminPaymentsMessages);
  const { t: tq } = useTranslation(adminQuotesMessages);
  const [params, setParams] = useListParams(KEYS, ADMIN_ORDERS_PAGE_SIZE);
  const status = asStatus(params.status);
  const payment = asPayment(params.payment);
  const from = isDay(params.from) ? params.from : '';
  const to = isDay(params.to) ? params.to : '';
  const distributor = String(readId(params.distributor) ?? '');
  // a branch is one of the distributor's: without a distributor it is no filter
  const branch = distributor ? String(readId(params.branch) ?? '') : '';
  const filters = { status, payment, from, to, distributor, branch, q: params.q };
  const query = useAdminOrders({ ...filters, page: params.page, size: params.size });
  const counts = query.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const distributorName = query.data?.distributor?.companyName ?? (distributor ? `#${distributor}` : '');
  const filtered = Boolean(status || payment || from || to || distributor || params.q);

  const tab = (value: SaleStatus | '', label: string, count: number | undefined) => {
    const active = status === value;
    return (
      <button
        key={value || 'all'}
        type="button"
        aria-pressed={active}
        onClick={() => setParams({ status: value || null })}
        className={`inline-flex shrink-0 items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
          active
            ? 'border-brand-700 bg-brand-700 text-white'
            : 'border-stone-200 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700'
        }`}
      >
        {value && <span aria-hidden="true" className={`size-2 rounded-full ${orderStatusDot(value)}`} />}
        {label}
        {count !== undefined && (
          <span className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20' : 'bg-stone-100 text-stone-600'}`}>
            {count}
          </span>
        )}
      </button>
    );
  };

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Link to={adminPaths.newOrder} className={buttonClass('primary', 'md')}>
            <Plus className="size-4" aria-hidden="true" />
            {tq('keyed.new')}
          </Link>
        }
      />

      <div className="mb-4">
        <StatusTabs legend={t('list.status-filter')} selected={status} layoutKey={counts ? 'counts' : ''} wrapFromSm>
          {tab('', t('list.all'), allCount)}
          {SALE_STATUSES.map((s) => tab(s, SALE_STATUS_LABELS[s], counts?.[s]))}
        </StatusTabs>
      </div>

      <section className="mb-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        {/* the days and the payment state on one line, the search (and «Limpiar filtros») under them */}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <DayInput label={t('list.from')} value={from} max={to} onChange={(v) => setParams({ from: v || null })} />
          <DayInput label={t('list.to')} value={to} min={from} onChange={(v) => setParams({ to: v || null })} />
          <div className="sm:col-span-2 lg:col-span-1">
            <SelectField
              id="orders-payment"
              label={tp('list.payment-filter')}
              value={payment}
              onChange={(e) => setParams({ payment: e.target.value || null })}
            >
              <option value="">{tp('list.payment-all')}</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PAYMENT_STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className={`sm:col-span-2 ${filtered ? 'lg:col-span-2' : 'lg:col-span-3'}`}>
            <SearchBox
              value={params.q}
              onSearch={(q) => setParams({ q: q || null })}
              label={t('list.search-label')}
              placeholder={t('list.search-placeholder')}
            />
          </div>
          {filtered && (
            <div className="flex items-end sm:col-span-2 lg:col-span-1 lg:pb-0.5">
              <Button
                variant="outline"
                onClick={() => setParams({ status: null, payment: null, from: null, to: null, distributor: null, branch: null, q: null })}
                className="w-full whitespace-nowrap sm:w-auto"
              >
                <X className="size-4" aria-hidden="true" />
                {t('list.clear')}
              </Button>
            </div>
          )}
        </div>
        {distributor && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
              {t('list.distributor-chip', { name: distributorName })}
              <button
                type="button"
                onClick={() => setParams({ distributor: null, branch: null })}
                aria-label={t('list.remove-distributor', { name: distributorName })}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </span>
            {(query.data?.branches.length ?? 0) > 1 && (
              <label className="inline-flex items-center gap-2 text-sm text-stone-700">
                {t('list.branch')}
                <select
                  value={branch}
                  onChange={(e) => setParams({ branch: e.target.value || null })}
                  className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
                >
                  <option value="">{t('list.all-branches')}</option>
                  {query.data?.branches.map((b) => (
                    <option key={b.branchid} value={b.branchid}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
        <div className="mt-4 border-t border-stone-100 pt-4">
          <ExportOrders filters={filters} />
        </div>
      </section>

      <QueryState query={query} isEmpty={(d) => d.orders.length === 0} empty={t('list.empty')}>
        {(data) => (
          <>
            <p className="mb-2 text-sm text-stone-600" aria-live="polite">
              {t('list.total-found', { count: data.info.total })}
            </p>
            <ListTable
              caption={t('list.caption')}
              columns={[
                { label: t('list.col.number') },
                { label: t('list.col.date') },
                { label: t('list.col.distributor') },
                { label: t('list.col.items'), right: true },
                { label: t('list.col.total'), right: true },
                { label: tp('list.col-status-payment') },
              ]}
              openLabel={t('list.col.open')}
              dim={query.isPlaceholderData}
            >
              <tbody className="block space-y-3 md:table-row-group md:space-y-0">
                {data.orders.map((o) => (
                  <tr
                    key={o.saleid}
                    className="relative grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0 md:shadow-none md:hover:border-stone-100 md:hover:bg-stone-50"
                  >
                    <td className="md:px-4 md:py-3">
                      <Link
                        to={adminPaths.order(o.saleid)}
                        aria-label={t('list.open', { id: o.saleid })}
                        className="text-base font-bold text-brand-800 after:absolute after:inset-0 after:content-[''] hover:underline md:text-sm"
                      >
                        {t('order-number', { id: o.saleid })}
                      </Link>
                    </td>
                    <td className="col-start-1 row-start-3 text-stone-600 md:px-4 md:py-3 md:whitespace-nowrap">
                      {formatDateTime(o.saledate)}
                    </td>
                    <td className="col-span-2 row-start-2 min-w-0 md:px-4 md:py-3">
                      <span className="block truncate font-medium text-stone-900">{o.distributor.companyName}</span>
                      <span className="block truncate text-xs text-stone-500">
                        {o.distributor.email} · {o.branch ? `${o.branch}, ${o.distributor.city}` : o.distributor.city}
                      </span>
                    </td>
                    <td className="hidden text-right text-stone-700 tabular-nums md:table-cell md:px-4 md:py-3">
                      {words.counted(o.unit_totals)}
                    </td>
                    <td className="col-start-2 row-start-3 text-right font-semibold text-stone-900 tabular-nums md:px-4 md:py-3">
                      {formatCents(o.totalCents)}
                      <span className="ml-1 text-xs font-normal text-stone-500 md:hidden">· {words.counted(o.unit_totals)}</span>
                    </td>
                    <RowEnd>
                      <span className="flex flex-col items-end gap-1 md:items-start">
                        <OrderStatusBadge status={o.status} />
                        <PaymentStatusBadge status={o.paymentStatus} />
                      </span>
                    </RowEnd>
                  </tr>
                ))}
              </tbody>
            </ListTable>
            <div className="mt-6">
              <ListPagination info={data.info} size={params.size} onChange={setParams} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
