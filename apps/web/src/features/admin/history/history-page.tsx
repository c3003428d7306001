/**
 * «Historial de cambios»: every change made in the back office, newest first: when, who, the record (linked to its
 * page), what was done and each field before and after. A search, the kind of record, a range of days and one
 * record (from its page's «Ver todo») filter it, all in the address.
 */
import { HISTORY_ENTITIES, HISTORY_ENTITY_LABELS, type HistoryEntity } from '@store/contracts/history';
import { readId } from '@store/contracts/id';
import { X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import adminHistoryMessages from '../../../locales/admin-history.ts';
import { DayInput, isDay } from '../components/day-input.tsx';
import { HistoryActor, HistoryChanges, HistoryRecord } from '../components/history-entry.tsx';
import { PagedResults } from '../components/list-pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { useHistory } from './api/get-history.ts';

const KEYS = ['q', 'entity', 'entityId', 'from', 'to'] as const;

const asEntity = (value: string): HistoryEntity | '' => HISTORY_ENTITIES.find((e) => e === value) ?? '';

export default function HistoryPage() {
  const { t } = useTranslation(adminHistoryMessages);
  const [params, setParams] = useListParams(KEYS, 20);
  const entity = asEntity(params.entity);
  // one record's history only makes sense with its kind
  const entityId = entity ? String(readId(params.entityId) ?? '') : '';
  const from = isDay(params.from) ? params.from : '';
  const to = isDay(params.to) ? params.to : '';
  const query = useHistory({ q: params.q, entity, entityId, from, to, page: params.page, size: params.size });
  const filtered = Boolean(params.q || entity || from || to);
  const recordName = query.data?.items[0]?.label ?? `${entity ? HISTORY_ENTITY_LABELS[entity] : ''} #${entityId}`;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />

      <section className="mb-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <div className="col-span-2">
            <SearchBox
              value={params.q}
              onSearch={(q) => setParams({ q: q || null })}
              label={t('search-label')}
              placeholder={t('search-placeholder')}
            />
          </div>
          <div className="col-span-2">
            <SelectField
              id="history-entity"
              label={t('entity-filter')}
              value={entity}
              onChange={(e) => setParams({ entity: e.target.value || null, entityId: null })}
            >
              <option value="">{t('entity-all')}</option>
              {HISTORY_ENTITIES.map((e) => (
                <option key={e} value={e}>
                  {HISTORY_ENTITY_LABELS[e]}
                </option>
              ))}
            </SelectField>
          </div>
          <DayInput label={t('from')} value={from} max={to} onChange={(v) => setParams({ from: v || null })} />
          <DayInput label={t('to')} value={to} min={from} onChange={(v) => setParams({ to: v || null })} />
          {filtered && (
            <div className="col-span-2 flex items-end">
              <Button
                variant="outline"
                onClick={() => setParams({ q: null, entity: null, entityId: null, from: null, to: null })}
                className="w-full whitespace-nowrap sm:w-auto"
              >
                <X className="size-4" aria-hidden="true" />
                {t('clear')}
              </Button>
            </div>
          )}
        </div>
        {entityId && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
              <span className="truncate">{t('record-chip', { label: recordName })}</span>
              <button
                type="button"
                onClick={() => setParams({ entityId: null })}
                aria-label={t('remove-record', { label: recordName })}
                className="shrink-0 rounded-full p-0.5 hover:bg-brand-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </span>
          </div>
        )}
      </section>

      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t('empty')}>
        {(data) => (
          <PagedResults found={t('total-found', { count: data.info.total })} info={data.info} size={params.size} onChange={setParams}>
            <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
              <table className={`block w-full text-left text-sm md:table ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
                <caption className="sr-only">{t('caption')}</caption>
                <thead className="hidden bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase md:table-header-group">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      {t('col.when')}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {t('col.who')}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {t('col.record')}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {t('col.changes')}
                    </th>
                  </tr>
                </thead>
                <tbody className="block space-y-3 md:table-row-group md:space-y-0">
                  {data.items.map((entry) => (
                    // On a phone each change is a card: the record and what was done first, who and when at its foot.
                    <tr
                      key={entry.id}
                      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0 md:shadow-none md:hover:bg-stone-50"
                    >
                      <td className="order-last border-t border-stone-100 pt-2 text-xs text-stone-500 md:order-none md:border-0 md:px-4 md:py-3 md:align-top md:text-sm md:whitespace-nowrap md:text-stone-700">
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td className="order-last md:order-none md:max-w-56 md:px-4 md:py-3 md:align-top">
                        <HistoryActor actor={entry.actor} />
                      </td>
                      <td className="min-w-0 md:max-w-72 md:px-4 md:py-3 md:align-top">
                        <span className="flex flex-col items-start gap-1">
                          <Badge tone="gray">{HISTORY_ENTITY_LABELS[entry.entity]}</Badge>
                          <HistoryRecord entry={entry} className="[overflow-wrap:anywhere]" />
                          <span className="text-stone-700">{entry.action}</span>
                        </span>
                      </td>
                      <td className="min-w-0 md:px-4 md:py-3 md:align-top">
                        <HistoryChanges changes={entry.changes} />
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
