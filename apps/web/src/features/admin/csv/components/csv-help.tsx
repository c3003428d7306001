import { CSV_COLUMNS, CSV_HEADERS } from '@store/contracts/admin-csv';
import { STOCK_TYPES } from '@store/contracts/constants';
import { useTranslation } from '../../../../lib/i18n.ts';
import adminCsvMessages from '../../../../locales/admin-csv.ts';
import { DataTable, TBody, Td, Th } from '../../components/data-table.tsx';
import { Panel } from '../../components/page-header.tsx';

/** A column's help: the contracts' text, or a fuller Spanish one where the page has it. */
function useColumnHelp() {
  const { t } = useTranslation(adminCsvMessages);
  return (c: (typeof CSV_COLUMNS)[number]) => t(`help.columns.${c.key}`, { defaultValue: c.help });
}

/** The file's format: the rules, the stock types, each column with its help and example, and a sample file. */
export function CsvHelp() {
  const { t } = useTranslation(adminCsvMessages);
  const columnHelp = useColumnHelp();
  const rules = t('help.rules', { returnObjects: true }) as string[];
  const example = [CSV_HEADERS.join(','), CSV_COLUMNS.map((c) => (c.example.includes(',') ? `"${c.example}"` : c.example)).join(',')].join(
    '\n',
  );
  return (
    <Panel title={t('help.title')}>
      <ul className="mb-4 flex list-disc flex-col gap-1.5 pl-5 text-sm text-stone-700">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <section aria-labelledby="csv-stock-types" className="mb-5 rounded-lg border border-brand-100 bg-brand-50/60 p-3">
        <h3 id="csv-stock-types" className="mb-2 text-sm font-semibold text-stone-900">
          {t('help.stockTypesTitle')}
        </h3>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          {STOCK_TYPES.map((type) => (
            <div key={type} className="flex flex-col gap-0.5">
              <dt className="font-mono text-xs font-semibold text-brand-800">{type}</dt>
              <dd className="text-stone-700">{t(`help.stockTypes.${type}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {/* A phone reads one card per column; a wider screen, the table. */}
      <dl aria-label={t('help.title')} className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200 sm:hidden">
        {CSV_COLUMNS.map((c) => (
          <div key={c.key} className="flex flex-col gap-1 px-3 py-2.5">
            <dt className="font-mono text-xs font-semibold text-brand-800">{c.header}</dt>
            <dd className="text-sm text-stone-700">{columnHelp(c)}</dd>
            <dd className="text-xs text-stone-500">
              {t('help.example')}: <span className="font-mono break-all text-stone-800">{c.example}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="hidden sm:block">
        <DataTable caption={t('help.title')}>
          <thead>
            <tr>
              <Th>{t('help.column')}</Th>
              <Th>{t('help.content')}</Th>
              <Th>{t('help.example')}</Th>
            </tr>
          </thead>
          <TBody>
            {CSV_COLUMNS.map((c) => (
              <tr key={c.key}>
                <Td className="font-mono text-xs font-semibold whitespace-nowrap text-brand-800">{c.header}</Td>
                <Td className="min-w-56">{columnHelp(c)}</Td>
                <Td className="font-mono text-xs whitespace-nowrap">{c.example}</Td>
              </tr>
            ))}
          </TBody>
        </DataTable>
      </div>
      <h3 id="csv-example" className="mt-5 mb-1 text-sm font-semibold text-stone-900">
        {t('help.exampleTitle')}
      </h3>
      <p className="mb-2 text-xs text-stone-500">{t('help.exampleHint')}</p>
      <section
        aria-labelledby="csv-example"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-stone-900 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <pre className="w-max text-xs leading-relaxed text-stone-100">
          <code>{example}</code>
        </pre>
      </section>
    </Panel>
  );
}
