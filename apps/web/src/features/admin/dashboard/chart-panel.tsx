import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';

export interface ChartColumn {
  header: string;
  /** a count or an amount: right-aligned, digits of even width */
  numeric?: boolean;
}

export interface ChartTableRow {
  key: string | number;
  /** one per column; the first names the row */
  cells: ReactNode[];
}

interface ChartPanelProps {
  title: string;
  /** the table's caption: the title and the period */
  caption: string;
  columns: ChartColumn[];
  rows: ChartTableRow[];
  /** nothing to draw: a sentence instead of an empty chart */
  empty?: string;
  className?: string;
  /** the drawing */
  children: ReactNode;
}

/**
 * One chart of «Ventas»: its title, the drawing and «Ver tabla», the same numbers in a real table. The drawing is
 * hidden from screen readers (its shapes say nothing to them) and the table is what they read; on a phone, where
 * nothing hovers, it is the way to the exact amounts too.
 */
export function ChartPanel({ title, caption, columns, rows, empty, className = '', children }: ChartPanelProps) {
  const { t } = useTranslation(adminOrdersMessages);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex min-w-0 flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h3 id={titleId} className="text-sm font-semibold text-stone-900">
        {title}
      </h3>
      {empty ? (
        <p className="mt-3 rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-stone-600">{empty}</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-4 min-w-0">
            {children}
          </div>
          <details className="mt-3 text-sm">
            <summary className="w-fit cursor-pointer rounded font-semibold text-brand-700 hover:text-brand-900">
              {t('charts.see-table')}
            </summary>
            <div className="mt-3">
              <DataTable caption={caption}>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <Th key={c.header} className={c.numeric ? 'text-right' : ''}>
                        {c.header}
                      </Th>
                    ))}
                  </tr>
                </thead>
                <TBody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      {row.cells.map((cell, i) =>
                        i === 0 ? (
                          <th key={columns[i].header} scope="row" className="px-4 py-3 text-left font-medium text-stone-800">
                            {cell}
                          </th>
                        ) : (
                          <Td key={columns[i].header} className={columns[i].numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}>
                            {cell}
                          </Td>
                        ),
                      )}
                    </tr>
                  ))}
                </TBody>
              </DataTable>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
