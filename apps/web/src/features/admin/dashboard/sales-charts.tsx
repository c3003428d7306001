/**
 * The charts of «Ventas» (decision 030): sales per day, the period's orders by status, the products and distributors
 * that sold the most and sales by province, each with its numbers in a table. This module is loaded lazily
 * (sales-section.tsx): recharts reaches the browser only when an administrator opens the dashboard.
 */
import { SALE_STATUS_LABELS } from '@store/contracts/constants';
import type { ChartsResponse } from '@store/contracts/dashboard-charts';
import { formatCents } from '@store/contracts/pricing';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { orderStatusDot } from '../../../components/order-status-badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDay } from '../../../lib/store-time.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { BRAND, ChartTooltip, HorizontalBars, TICK, type Tip, TRACK } from './chart-bars.tsx';
import { dayTicks, shortDay, shortMoney } from './chart-format.ts';
import { ChartPanel } from './chart-panel.tsx';

// An order status's colour in a chart: the CSS variable behind the dot the dashboard's «Órdenes por estado» shows
// (bg-sky-500 → var(--color-sky-500)), so the bars keep the badges' colours with no second palette to keep.
const statusColor = (status: keyof typeof SALE_STATUS_LABELS) => `var(--color-${orderStatusDot(status).replace(/^bg-/, '')})`;

type Day = ChartsResponse['salesByDay'][number];

/** A bar per day: most days of a wholesale store sell nothing, and a line between two sales would invent some. */
function SalesByDay({ days }: { days: (Day & { tip: Tip })[] }) {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <BarChart
      data={days}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: wide ? 280 : 220 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      barCategoryGap="20%"
    >
      <CartesianGrid vertical={false} stroke="var(--color-stone-200)" />
      <XAxis
        dataKey="day"
        tickFormatter={shortDay}
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: 'var(--color-stone-300)' }}
        ticks={dayTicks(
          days.map((d) => d.day),
          wide ? 10 : 5,
        )}
        interval={0}
        tickMargin={6}
      />
      <YAxis tickFormatter={shortMoney} tick={TICK} tickLine={false} axisLine={false} width="auto" allowDecimals={false} />
      <Tooltip content={ChartTooltip} cursor={{ fill: TRACK, stroke: 'none' }} />
      <Bar dataKey="totalCents" fill={BRAND} radius={[3, 3, 0, 0]} maxBarSize={28} />
    </BarChart>
  );
}

/** A ranking by amount (products, distributors, provinces): its bars and its table, name, count and amount. */
interface Ranked {
  key: string | number;
  name: string;
  /** where the name leads in the table (a product's or a distributor's page) */
  to?: string;
  count: number;
  totalCents: number;
}

function MoneyRanking({
  title,
  caption,
  nameHeader,
  countHeader,
  countText,
  rows,
}: {
  title: string;
  caption: string;
  nameHeader: string;
  countHeader: string;
  countText: (count: number) => string;
  rows: Ranked[];
}) {
  const { t } = useTranslation(adminOrdersMessages);
  const name = (r: Ranked): ReactNode =>
    r.to ? (
      <Link to={r.to} className="text-brand-800 hover:underline">
        {r.name}
      </Link>
    ) : (
      r.name
    );
  return (
    <ChartPanel
      title={title}
      caption={caption}
      columns={[{ header: nameHeader }, { header: countHeader, numeric: true }, { header: t('charts.col.amount'), numeric: true }]}
      rows={rows.map((r) => ({ key: r.key, cells: [name(r), r.count, formatCents(r.totalCents)] }))}
      empty={rows.length === 0 ? t('charts.empty') : undefined}
    >
      <HorizontalBars
        rows={rows.map((r) => ({
          key: r.key,
          label: r.name,
          value: r.totalCents,
          tip: { title: r.name, lines: [formatCents(r.totalCents), countText(r.count)] },
        }))}
        valueLabel={shortMoney}
      />
    </ChartPanel>
  );
}

export default function SalesCharts({ data }: { data: ChartsResponse }) {
  const { t } = useTranslation(adminOrdersMessages);
  // a name leads to its page only for a role that may open it (a product's: the catalogue's)
  const can = useCan();
  const caption = (title: string) => t('charts.caption', { title, days: data.days });
  const orders = (count: number) => t('charts.orders', { count });
  const days = data.salesByDay.map((d) => ({
    ...d,
    tip: { title: formatDay(d.day), lines: [formatCents(d.totalCents), orders(d.orders)] },
  }));
  const sold = data.salesByDay.some((d) => d.orders > 0);
  const statuses = data.ordersByStatus.map((s) => ({ ...s, label: SALE_STATUS_LABELS[s.status] }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel
        className="lg:col-span-2"
        title={t('charts.by-day')}
        caption={caption(t('charts.by-day'))}
        columns={[
          { header: t('charts.col.day') },
          { header: t('charts.col.orders'), numeric: true },
          { header: t('charts.col.amount'), numeric: true },
        ]}
        rows={data.salesByDay.map((d) => ({ key: d.day, cells: [formatDay(d.day), d.orders, formatCents(d.totalCents)] }))}
        empty={sold ? undefined : t('charts.empty')}
      >
        <SalesByDay days={days} />
      </ChartPanel>

      <ChartPanel
        title={t('charts.by-status')}
        caption={caption(t('charts.by-status'))}
        columns={[{ header: t('charts.col.status') }, { header: t('charts.col.orders'), numeric: true }]}
        rows={statuses.map((s) => ({ key: s.status, cells: [s.label, s.orders] }))}
        empty={statuses.some((s) => s.orders > 0) ? undefined : t('charts.empty')}
      >
        <HorizontalBars
          rows={statuses.map((s) => ({
            key: s.status,
            label: s.label,
            value: s.orders,
            color: statusColor(s.status),
            tip: { title: s.label, lines: [orders(s.orders)] },
          }))}
          valueLabel={String}
        />
      </ChartPanel>

      <MoneyRanking
        title={t('charts.by-province')}
        caption={caption(t('charts.by-province'))}
        nameHeader={t('charts.col.province')}
        countHeader={t('charts.col.orders')}
        countText={orders}
        rows={data.salesByProvince.map((p) => ({
          key: p.province,
          name: p.province || t('charts.no-province'),
          count: p.orders,
          totalCents: p.totalCents,
        }))}
      />

      <MoneyRanking
        title={t('charts.top-products')}
        caption={caption(t('charts.top-products'))}
        nameHeader={t('charts.col.product')}
        countHeader={t('charts.col.units')}
        countText={(count) => t('charts.units', { count })}
        rows={data.topProducts.map((p) => ({
          key: p.productid,
          name: p.name,
          to: can('catalog') ? adminPaths.product(p.productid) : undefined,
          count: p.units,
          totalCents: p.totalCents,
        }))}
      />

      <MoneyRanking
        title={t('charts.top-distributors')}
        caption={caption(t('charts.top-distributors'))}
        nameHeader={t('charts.col.distributor')}
        countHeader={t('charts.col.orders')}
        countText={orders}
        rows={data.topDistributors.map((d) => ({
          key: d.userid,
          name: d.companyName,
          to: can('distributors') ? adminPaths.distributor(d.userid) : undefined,
          count: d.orders,
          totalCents: d.totalCents,
        }))}
      />
    </div>
  );
}
