/**
 * «Cotizaciones» (docs/product.md §29): the quotes by state, the requests waiting for Ventas first (the tab the page
 * opens on), one row per quote linking to its page, and «Nueva cotización».
 */

import { formatMoney } from '@store/contracts/pricing';
import { QUOTE_STATE_LABELS, QUOTE_STATES, type QuoteState } from '@store/contracts/quotes';
import { Plus } from 'lucide-react';
import { badgeDot } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDateTime, formatDay } from '../../../lib/store-time.ts';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';
import { adminPaths } from '../admin-paths.ts';
import { ListTable, RowEnd } from '../components/list-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StatusTab, StatusTabs } from '../components/status-tabs.tsx';
import { useAdminQuotes } from './api/get-quotes.ts';
import { QUOTE_STATE_TONES, QuoteStateBadge } from './quote-state-badge.tsx';

/** `?state=` as the tabs read it: no state is «Solicitada» (what waits), `all` is every state. */
const stateOf = (value: string | null): QuoteState | '' => (value === 'all' ? '' : (QUOTE_STATES.find((s) => s === value) ?? 'REQUESTED'));

export default function QuotesPage() {
  const { t } = useTranslation(adminQuotesMessages);
  const words = useSellingWords();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const query = useAdminQuotes(state);
  const select = (next: QuoteState | '') => setParams(next === 'REQUESTED' ? {} : { state: next || 'all' });

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Link to={adminPaths.newQuote} className={buttonClass('primary', 'md')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('list.new')}
          </Link>
        }
      />

      <div className="mb-4">
        <StatusTabs legend={t('list.state-filter')} selected={state} wrapFromSm>
          {QUOTE_STATES.map((s) => (
            <StatusTab key={s} selected={state === s} onSelect={() => select(s)} dot={badgeDot(QUOTE_STATE_TONES[s])}>
              {QUOTE_STATE_LABELS[s]}
            </StatusTab>
          ))}
          <StatusTab selected={state === ''} onSelect={() => select('')}>
            {t('list.all')}
          </StatusTab>
        </StatusTabs>
      </div>

      <QueryState
        query={query}
        isEmpty={(d) => d.quotes.length === 0}
        empty={state === 'REQUESTED' ? t('list.empty-requested') : t('list.empty')}
      >
        {({ quotes }) => (
          <>
            <p className="mb-2 text-sm text-stone-600" aria-live="polite">
              {t('list.found', { count: quotes.length })}
              {quotes.length >= 200 && <> · {t('list.limit')}</>}
            </p>
            <ListTable
              caption={t('list.caption')}
              columns={[
                { label: t('list.col.number') },
                { label: t('list.col.distributor') },
                { label: t('list.col.date') },
                { label: t('list.col.items'), right: true },
                { label: t('list.col.total'), right: true },
                { label: t('list.col.valid-until') },
                { label: t('list.col.state') },
              ]}
              openLabel={t('list.col.open')}
              dim={query.isPlaceholderData}
            >
              <tbody className="block space-y-3 md:table-row-group md:space-y-0">
                {quotes.map((q) => (
                  <tr
                    key={q.quoteid}
                    className="relative grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0 md:shadow-none md:hover:border-stone-100 md:hover:bg-stone-50"
                  >
                    <td className="md:px-4 md:py-3">
                      <Link
                        to={adminPaths.quote(q.quoteid)}
                        aria-label={t('list.open', { id: q.quoteid })}
                        className="text-base font-bold text-brand-800 after:absolute after:inset-0 after:content-[''] hover:underline md:text-sm"
                      >
                        {t('quote-number', { id: q.quoteid })}
                      </Link>
                    </td>
                    <td className="col-span-2 row-start-2 min-w-0 md:px-4 md:py-3">
                      <span className="block truncate font-medium text-stone-900">{q.company_name}</span>
                      <span className="block truncate text-xs text-stone-500">
                        {q.requested_by ? t('list.requested-by', { name: q.requested_by }) : t('list.from-sales')}
                      </span>
                    </td>
                    <td className="col-start-1 row-start-3 text-stone-600 md:px-4 md:py-3 md:whitespace-nowrap">
                      {formatDateTime(q.created_at)}
                    </td>
                    <td className="hidden text-right text-stone-700 tabular-nums md:table-cell md:px-4 md:py-3">
                      {words.counted(q.unit_totals)}
                    </td>
                    <td className="col-start-2 row-start-3 text-right tabular-nums md:px-4 md:py-3">
                      {q.total !== null ? (
                        <span className="font-semibold text-stone-900">{formatMoney(q.total)}</span>
                      ) : (
                        <span className="text-stone-600">
                          {formatMoney(q.list_total)} <span className="block text-xs text-stone-500">{t('list.list-total')}</span>
                        </span>
                      )}
                      <span className="ml-1 text-xs font-normal text-stone-500 md:hidden">· {words.counted(q.unit_totals)}</span>
                    </td>
                    <td className="col-span-2 row-start-4 text-xs text-stone-600 md:table-cell md:px-4 md:py-3 md:text-sm md:whitespace-nowrap">
                      {q.valid_until ? (
                        <>
                          <span className="md:hidden">{t('list.col.valid-until')}: </span>
                          {formatDay(q.valid_until)}
                        </>
                      ) : (
                        <span className="hidden text-stone-400 md:inline">—</span>
                      )}
                    </td>
                    <RowEnd>
                      <QuoteStateBadge state={q.state} />
                    </RowEnd>
                  </tr>
                ))}
              </tbody>
            </ListTable>
          </>
        )}
      </QueryState>
    </>
  );
}
