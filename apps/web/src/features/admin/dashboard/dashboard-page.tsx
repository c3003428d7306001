/**
 * The back office's first page: registrations waiting, today's sales, unread messages, receipts to check,
 * unsent e-mails, orders per status, overdue credit orders and the stock rows to restock, each linking to where
 * it is dealt with; then «Ventas», the last 30 or 90 days in charts. Above them, when something needs doing, the
 * facturas the SRI has not answered and the signing certificate's end (invoicing-alerts.tsx).
 */
import type { DashboardResponse } from '@store/contracts/admin-orders';
import { MIN_VISIBLE_STOCK, SALE_STATUS_LABELS, SALE_STATUSES } from '@store/contracts/constants';
import { formatCents } from '@store/contracts/pricing';
import { AlertTriangle, ArrowRight, Banknote, Mail, MailX, ReceiptText, UserPlus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { orderStatusDot } from '../../../components/order-status-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDate } from '../../../lib/store-time.ts';
import adminMailMessages from '../../../locales/admin-mail.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import adminPaymentsMessages from '../../../locales/admin-payments.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { InvoicingAlerts } from './invoicing-alerts.tsx';
import { OverdueOrders } from './overdue-orders.tsx';
import { SalesSection } from './sales-section.tsx';

interface StatCardProps {
  title: string;
  value: ReactNode;
  hint: ReactNode;
  icon: ComponentType<{ className?: string }>;
  to?: string;
  /** draws the eye when something waits */
  attention?: boolean;
  className?: string;
}

function StatCard({ title, value, hint, icon: Icon, to, attention, className = '' }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-stone-600">{title}</h2>
        <span
          className={`hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex ${attention ? 'bg-accent-400/20 text-accent-600' : 'bg-brand-50 text-brand-700'}`}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold text-stone-900 tabular-nums sm:text-3xl">{value}</p>
      <p className="mt-1 text-xs text-stone-500 sm:text-sm">{hint}</p>
    </>
  );
  const card = `block rounded-xl border bg-white p-3 shadow-sm sm:p-5 ${attention ? 'border-accent-400' : 'border-stone-200'} ${className}`;
  if (to?.startsWith('#')) {
    return (
      <a href={to} className={`${card} transition-colors hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-300`}>
        {body}
      </a>
    );
  }
  return to ? (
    <Link to={to} className={`${card} transition-colors hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-300`}>
      {body}
    </Link>
  ) : (
    <section className={card}>{body}</section>
  );
}

function Board({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation(adminOrdersMessages);
  const { t: tp } = useTranslation(adminPaymentsMessages);
  const { t: tm } = useTranslation(adminMailMessages);
  const words = useSellingWords();
  const stockWord = (item: DashboardResponse['lowStock']['items'][number]) => words.stockWord(item.quantity, item.stockType, item.unit);
  const { lowStock } = data;
  // Ventas sees the board too: what leads to a part of the back office its role lacks is left out, or only text.
  const can = useCan();
  const productName = (item: DashboardResponse['lowStock']['items'][number], className: string) =>
    can('catalog') ? (
      <Link to={adminPaths.product(item.productid)} className={`${className} font-medium text-brand-800 hover:underline`}>
        {item.productName}
      </Link>
    ) : (
      <span className={`${className} font-medium text-stone-900`}>{item.productName}</span>
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          title={t('dashboard.pending')}
          value={data.pendingDistributors}
          hint={t('dashboard.pending-hint')}
          icon={UserPlus}
          to={`${adminPaths.distributors}?status=PENDING`}
          attention={data.pendingDistributors > 0}
        />
        <StatCard
          title={t('dashboard.today')}
          value={formatCents(data.today.totalCents)}
          hint={t('dashboard.today-orders', { count: data.today.orders })}
          icon={Banknote}
        />
        <StatCard
          title={t('dashboard.messages')}
          value={data.unreadMessages}
          hint={t('dashboard.messages-hint')}
          icon={Mail}
          to={adminPaths.messages}
          attention={data.unreadMessages > 0}
        />
        <StatCard
          title={t('dashboard.low-stock-count')}
          value={lowStock.total}
          hint={t('dashboard.low-stock-hint', { min: MIN_VISIBLE_STOCK })}
          icon={AlertTriangle}
          to="#stock-bajo"
          attention={lowStock.total > 0}
        />
        <StatCard
          title={tp('dashboard.receipts')}
          value={data.receiptsToCheck}
          hint={tp('dashboard.receipts-hint')}
          icon={ReceiptText}
          to={`${adminPaths.orders}?payment=SENT`}
          attention={data.receiptsToCheck > 0}
        />
        {can('settings') && (
          <StatCard
            title={tm('dashboard.title')}
            value={data.unsentMails}
            hint={tm('dashboard.hint')}
            icon={MailX}
            to={adminPaths.failedMails}
            attention={data.unsentMails > 0}
          />
        )}
      </div>

      <Panel
        title={t('dashboard.orders')}
        actions={
          <Link to={adminPaths.orders} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
            {t('dashboard.orders-link')} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {SALE_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`${adminPaths.orders}?status=${s}`}
                className="flex h-full flex-col gap-1 rounded-lg border border-stone-200 p-3 transition-colors hover:border-brand-500 hover:bg-stone-50"
              >
                <span className="flex items-center gap-2 text-sm text-stone-600">
                  <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${orderStatusDot(s)}`} />
                  {SALE_STATUS_LABELS[s]}
                </span>
                <span className="text-2xl font-bold text-stone-900 tabular-nums">{data.ordersByStatus[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>

      <OverdueOrders orders={data.overdue} />

      {/* How the month goes, before the stock rows to restock (a list that can run long). */}
      <SalesSection />

      <section id="stock-bajo" className="scroll-mt-20">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="text-base font-semibold text-stone-900">{t('dashboard.low-stock')}</h2>
          <p className="text-sm text-stone-500">
            {lowStock.total > lowStock.items.length && (
              <>{t('dashboard.low-stock-shown', { shown: lowStock.items.length, total: lowStock.total })} </>
            )}
            {can('catalog') && (
              <Link
                to={adminPaths.products}
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900"
              >
                {t('dashboard.low-stock-products')} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </p>
        </div>
        {lowStock.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-600">
            {t('dashboard.low-stock-empty', { min: MIN_VISIBLE_STOCK })}
          </p>
        ) : (
          <>
            {/* phone: a compact list, the units always in sight */}
            <ul
              aria-label={t('dashboard.low-stock-caption', { min: MIN_VISIBLE_STOCK })}
              className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm md:hidden"
            >
              {lowStock.items.map((item) => (
                <li key={item.stockid ?? `variant-${item.variantId}`} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    {productName(item, 'block truncate')}
                    <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-stone-600">
                      <span className="font-mono">{item.code}</span>
                      <span aria-hidden="true">·</span>
                      <span
                        aria-hidden="true"
                        className="size-2.5 shrink-0 rounded-full ring-1 ring-stone-300"
                        style={{ backgroundColor: item.colorHex }}
                      />
                      <span className="truncate">{item.colorName}</span>
                      {item.sizeName && (
                        <>
                          <span aria-hidden="true">·</span>
                          <span className="whitespace-nowrap">{t('dashboard.size', { size: item.sizeName })}</span>
                        </>
                      )}
                    </p>
                  </div>
                  <span
                    className={`flex min-w-12 shrink-0 flex-col items-center rounded-lg px-2 py-1 ring-1 ring-inset ${
                      item.quantity === 0 ? 'bg-red-50 text-red-700 ring-red-200' : 'bg-amber-50 text-amber-800 ring-amber-200'
                    }`}
                  >
                    <span className="text-lg leading-6 font-bold tabular-nums">{item.quantity}</span>
                    <span className="text-[0.65rem] leading-3 font-medium">{stockWord(item)}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <DataTable caption={t('dashboard.low-stock-caption', { min: MIN_VISIBLE_STOCK })}>
                <thead>
                  <tr>
                    <Th>{t('dashboard.col.product')}</Th>
                    <Th>{t('dashboard.col.code')}</Th>
                    <Th>{t('dashboard.col.color')}</Th>
                    <Th>{t('dashboard.col.size')}</Th>
                    <Th className="text-right">{t('dashboard.col.quantity')}</Th>
                  </tr>
                </thead>
                <TBody>
                  {lowStock.items.map((item) => (
                    <tr key={item.stockid ?? `variant-${item.variantId}`}>
                      <Td className="min-w-48">{productName(item, '')}</Td>
                      <Td className="font-mono text-xs whitespace-nowrap">{item.code}</Td>
                      <Td className="whitespace-nowrap">
                        <span className="inline-flex items-center gap-1.5">
                          <span
                            aria-hidden="true"
                            className="size-3 rounded-full ring-1 ring-stone-300"
                            style={{ backgroundColor: item.colorHex }}
                          />
                          {item.colorName}
                        </span>
                      </Td>
                      <Td className="whitespace-nowrap">
                        {item.sizeName ?? <span className="text-stone-400">{t('dashboard.no-size')}</span>}
                      </Td>
                      <Td className="text-right">
                        <Badge tone={item.quantity === 0 ? 'red' : 'yellow'}>
                          {item.quantity} {stockWord(item)}
                        </Badge>
                      </Td>
                    </tr>
                  ))}
                </TBody>
              </DataTable>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation(adminOrdersMessages);
  const query = useDashboard();
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description', { date: formatDate(new Date()) })} />
      <InvoicingAlerts />
      <QueryState query={query}>{(data) => <Board data={data} />}</QueryState>
    </>
  );
}
