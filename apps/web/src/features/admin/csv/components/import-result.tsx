import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n.ts';
import adminCsvMessages from '../../../../locales/admin-csv.ts';
import { DataTable, TBody, Td, Th } from '../../components/data-table.tsx';
import type { Outcome } from '../hooks/use-csv-import.ts';

function Stat({
  label,
  value,
  detail,
  tone = 'stone',
}: {
  label: string;
  value: number;
  detail?: string;
  tone?: 'stone' | 'brand' | 'red';
}) {
  const tones = {
    stone: 'border-stone-200 bg-stone-50 text-stone-900',
    brand: 'border-brand-200 bg-brand-50 text-brand-900',
    red: 'border-red-200 bg-red-50 text-red-800',
  } as const;
  return (
    <div className={`rounded-lg border p-3 ${tones[tone]}`}>
      <dt className="text-xs font-semibold tracking-wide uppercase opacity-80">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value.toLocaleString('es-EC')}</dd>
      {detail && <dd className="text-xs opacity-80">{detail}</dd>}
    </div>
  );
}

/** A dry run's report or an import's end: its message, what changes, and the bad rows by line. */
export function ImportResult({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation(adminCsvMessages);
  const s = outcome.summary;
  const Icon = outcome.ok ? CheckCircle2 : AlertTriangle;
  return (
    <section aria-label={outcome.mode === 'dry' ? t('result.dryTitle') : t('result.importTitle')} className="flex flex-col gap-4">
      <div
        role={outcome.ok ? 'status' : 'alert'}
        className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${
          outcome.ok ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'
        }`}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">{outcome.mode === 'dry' ? t('result.dryTitle') : t('result.importTitle')}: </span>
          {outcome.msg}
        </p>
      </div>
      {s && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              label={t('result.created')}
              value={s.productsCreated + s.variantsCreated}
              detail={`${t('result.products', { count: s.productsCreated })} · ${t('result.variants', { count: s.variantsCreated })}`}
              tone="brand"
            />
            <Stat
              label={t('result.updated')}
              value={s.productsUpdated + s.variantsUpdated}
              detail={`${t('result.products', { count: s.productsUpdated })} · ${t('result.variants', { count: s.variantsUpdated })}`}
              tone="brand"
            />
            <Stat
              label={t('result.unchanged')}
              value={s.productsUnchanged + s.variantsUnchanged}
              detail={`${t('result.products', { count: s.productsUnchanged })} · ${t('result.variants', { count: s.variantsUnchanged })}`}
            />
            <Stat
              label={t('result.errorRows')}
              value={s.errorRows}
              detail={t('result.rows', { count: s.rows })}
              tone={s.errorRows ? 'red' : 'stone'}
            />
          </dl>
          <p className="text-sm text-stone-600">{t('result.stock', { changed: s.stockChanged, unchanged: s.stockUnchanged })}</p>
        </>
      )}
      {outcome.rowErrors.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-stone-900">{t('errors.title', { count: s?.errorRows ?? outcome.rowErrors.length })}</h3>
          <div className="max-h-96 overflow-y-auto rounded-xl">
            <DataTable caption={t('errors.title', { count: s?.errorRows ?? outcome.rowErrors.length })}>
              <thead>
                <tr>
                  <Th className="w-20">{t('errors.line')}</Th>
                  <Th>{t('errors.reason')}</Th>
                </tr>
              </thead>
              <TBody>
                {outcome.rowErrors.map((e) => (
                  <tr key={`${e.line}-${e.msg}`}>
                    <Td className="font-mono tabular-nums">{e.line}</Td>
                    <Td className="min-w-64">{e.msg}</Td>
                  </tr>
                ))}
              </TBody>
            </DataTable>
          </div>
          {outcome.truncated && <p className="text-xs text-stone-500">{t('errors.truncated', { count: outcome.rowErrors.length })}</p>}
        </div>
      )}
    </section>
  );
}
