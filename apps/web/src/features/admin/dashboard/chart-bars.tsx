/**
 * The drawing parts «Ventas» shares: the tooltip, and the horizontal bars of a ranking (statuses, products,
 * distributors, provinces). Imported only by sales-charts.tsx, the lazy chunk that brings recharts.
 */
import type { ReactElement } from 'react';
import { Bar, BarChart, Cell, LabelList, type LabelProps, Text, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';

// The theme's colours as the page's CSS defines them (index.css): one palette for the badges and the charts.
export const BRAND = 'var(--color-brand-600)';
export const INK = 'var(--color-stone-600)';
export const TRACK = 'var(--color-stone-100)';
export const TICK = { fontSize: 12, fill: INK };

/** What the tooltip shows of a point or a bar: its name, then its numbers, each already written. */
export interface Tip {
  title: string;
  lines: string[];
}

export function ChartTooltip({ active, payload }: Pick<TooltipContentProps, 'active' | 'payload'>) {
  const tip = (payload?.[0]?.payload as { tip?: Tip } | undefined)?.tip;
  if (!active || !tip) return null;
  return (
    <div className="max-w-64 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm shadow-lg">
      <p className="font-semibold text-stone-900">{tip.title}</p>
      {tip.lines.map((line) => (
        <p key={line} className="text-stone-600 tabular-nums">
          {line}
        </p>
      ))}
    </div>
  );
}

export interface BarRow {
  key: string | number;
  label: string;
  value: number;
  /** the bar's colour, the brand's unless told */
  color?: string;
  tip: Tip;
}

const ROW_HEIGHT = 44;
const BAR_SIZE = 12;
// Room on the right for the longest bar's value («$12.5 mil»).
const VALUE_ROOM = 72;

/**
 * One bar per row, the longest the largest, each with its name above it and its value at its end. Names above
 * the bars rather than on an axis: a phone keeps the chart's whole width for a long product name.
 */
export function HorizontalBars({ rows, valueLabel }: { rows: BarRow[]; valueLabel: (value: number) => string }) {
  // The name may use the chart's whole width; recharts measures it and ends a longer one with «…».
  const name = ({ viewBox, parentViewBox, value }: LabelProps): ReactElement => {
    const bar = viewBox as { x: number; y: number };
    const chart = parentViewBox as { x: number; width: number } | undefined;
    return (
      <Text x={bar.x} y={bar.y - 6} width={chart ? chart.x + chart.width - bar.x : undefined} maxLines={1} fontSize={12} fill={INK}>
        {String(value ?? '')}
      </Text>
    );
  };
  return (
    <BarChart
      layout="vertical"
      data={rows}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: rows.length * ROW_HEIGHT }}
      margin={{ top: 8, right: VALUE_ROOM, bottom: 0, left: 0 }}
    >
      <XAxis type="number" hide domain={[0, 'dataMax']} />
      {/* by key, not name: two products may share a name */}
      <YAxis type="category" dataKey="key" hide />
      <Tooltip content={ChartTooltip} cursor={{ fill: 'var(--color-stone-50)', stroke: 'none' }} />
      <Bar dataKey="value" barSize={BAR_SIZE} radius={4} background={{ fill: TRACK, radius: 4 }} minPointSize={2}>
        {rows.map((row) => (
          <Cell key={row.key} fill={row.color ?? BRAND} />
        ))}
        <LabelList dataKey="label" content={name} />
        <LabelList dataKey="value" position="right" formatter={(v) => valueLabel(Number(v))} fontSize={12} fill={INK} />
      </Bar>
    </BarChart>
  );
}
