import { CHART_PERIODS, type ChartPeriod, type ChartsResponse } from '@store/contracts/dashboard-charts';
import { formatCents } from '@store/contracts/pricing';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { QueryState } from '../components/query-state.tsx';
import { useDashboardCharts } from './api/get-dashboard-charts.ts';

// recharts is the biggest library of the back office: it loads with the charts, after the dashboard's figures
// are on screen, never with the dashboard itself (and never with the store). The server renders no back-office
// page, and its one-file bundle (vite.config.ts) would otherwise carry recharts and run it at every start.
const SalesCharts: ComponentType<{ data: ChartsResponse }> = import.meta.env.SSR ? () => null : lazy(() => import('./sales-charts.tsx'));

function ChartsLoading() {
  const { t } = useTranslation(adminOrdersMessages);
  return (
    <div role="status" className="flex justify-center py-16">
      <Spinner className="size-8" />
      <span className="sr-only">{t('charts.loading')}</span>
    </div>
  );
}

/** «Ventas»: the last 30 or 90 days of sales in charts, with the period's total above them. */
export function SalesSection() {
  const { t } = useTranslation(adminOrdersMessages);
  const [days, setDays] = useState<ChartPeriod>(CHART_PERIODS[0]);
  const query = useDashboardCharts(days);

  return (
    <section id="ventas" aria-labelledby="ventas-title" className="scroll-mt-20">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="ventas-title" className="text-base font-semibold text-stone-900">
            {t('charts.title')}
          </h2>
          <p className="text-sm text-stone-500">{t('charts.description')}</p>
        </div>
        <fieldset className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5">
          <legend className="sr-only">{t('charts.period')}</legend>
          {CHART_PERIODS.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={days === d}
              onClick={() => setDays(d)}
              className={`h-8 rounded-md px-3 text-sm font-semibold transition-colors ${
                days === d ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
              }`}
            >
              {t('charts.days', { count: d })}
            </button>
          ))}
        </fieldset>
      </div>
      <QueryState query={query}>
        {(data) => {
          const totalCents = data.salesByDay.reduce((sum, d) => sum + d.totalCents, 0);
          const orders = data.salesByDay.reduce((sum, d) => sum + d.orders, 0);
          return (
            <div className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isPlaceholderData}>
              <p className="mb-3 text-sm text-stone-600" aria-live="polite">
                <span className="text-2xl font-bold text-stone-900 tabular-nums">{formatCents(totalCents)}</span>{' '}
                {t('charts.period-total', { count: orders, days: data.days })}
              </p>
              <Suspense fallback={<ChartsLoading />}>
                <SalesCharts data={data} />
              </Suspense>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
