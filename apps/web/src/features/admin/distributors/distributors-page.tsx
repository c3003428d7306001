/**
 * The distributors list: registrations waiting first, status tabs with their counts and a search, one row per
 * account linking to its page.
 */
import { DISTRIBUTOR_STATUS_ORDER } from '@store/contracts/admin-distributors';
import { USER_STATUSES, type UserStatus } from '@store/contracts/constants';
import { ChevronRight, FileText } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDate } from '../../../lib/store-time.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { adminPaths } from '../admin-paths.ts';
import { useDistributors } from '../api/get-distributors.ts';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';
import { ListPagination } from '../components/list-pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { STATUS_TONES } from './format.ts';

const KEYS = ['status', 'q'] as const;

const asStatus = (value: string): UserStatus | '' => USER_STATUSES.find((s) => s === value) ?? '';

export default function DistributorsPage() {
  const { t } = useTranslation(adminDistributorsMessages);
  const [params, setParams] = useListParams(KEYS, 20);
  const status = asStatus(params.status);
  const query = useDistributors({ status, q: params.q, page: params.page, size: params.size });
  const counts = query.data?.counts;
  const tabs: { value: UserStatus | ''; label: string; count?: number }[] = [
    ...DISTRIBUTOR_STATUS_ORDER.map((s) => ({ value: s, label: t(`tabs.${s}`), count: counts?.[s] })),
    { value: '', label: t('list.all'), count: counts?.all },
  ];

  return (
    <div>
      <PageHeader title={t('list.title')} description={t('list.description')} />

      <div className="mb-4 flex flex-col gap-3">
        <StatusTabs legend={t('list.tabs-label')} selected={status} layoutKey={counts ? 'counts' : ''}>
          {tabs.map((tab) => {
            const selected = tab.value === status;
            return (
              <button
                key={tab.value || 'all'}
                type="button"
                aria-pressed={selected}
                onClick={() => setParams({ status: tab.value || null })}
                className={`inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors ${
                  selected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700'
                }`}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                      selected
                        ? 'bg-white/20 text-white'
                        : tab.value === 'PENDING' && tab.count > 0
                          ? 'bg-accent-400 text-stone-950'
                          : 'bg-stone-100 text-stone-600'
                    }`}
                  >
                    {tab.count}
                  </span>
                )}
              </button>
            );
          })}
        </StatusTabs>
        <SearchBox
          value={params.q}
          onSearch={(q) => setParams({ q: q || null })}
          label={t('list.search-label')}
          placeholder={t('list.search-placeholder')}
          hint={t('list.search-hint')}
          hideLabel
          className="w-full sm:max-w-md"
        />
      </div>

      <QueryState
        query={query}
        isEmpty={(data) => data.distributors.length === 0}
        empty={params.q ? t('list.empty') : t('list.empty-status')}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-stone-600">{t('list.total', { count: data.info.total })}</p>

            {/* phone: one card per distributor */}
            <ul className="flex flex-col gap-3 md:hidden" aria-label={t('list.caption')}>
              {data.distributors.map((d) => (
                <li key={d.userid}>
                  <Link
                    to={adminPaths.distributor(d.userid)}
                    aria-label={t('list.open', { company: d.companyName })}
                    className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="flex items-start justify-between gap-2">
                        <span className="min-w-0 font-semibold break-words text-stone-900">{d.companyName}</span>
                        <span className="shrink-0">
                          <Badge tone={STATUS_TONES[d.status]}>{t(`status.${d.status}`)}</Badge>
                        </span>
                      </div>
                      <p className="mt-1 text-sm text-stone-600 tabular-nums">{d.ci}</p>
                      <p className="text-sm text-stone-700">
                        {d.name} {d.lastname}
                      </p>
                      <p className="truncate text-sm text-stone-500">{d.email}</p>
                      <p className="mt-1 text-xs text-stone-500">
                        {d.city}, {d.province} · {formatDate(d.createdAt)} ·{' '}
                        {d.documents ? t('list.documents-count', { count: d.documents }) : t('list.no-documents')}
                      </p>
                    </div>
                    <ChevronRight className="mt-1 size-5 shrink-0 text-stone-400" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>

            {/* tablet and desktop: a table */}
            <div className="hidden md:block">
              <DataTable caption={t('list.caption')}>
                <thead>
                  <tr>
                    <Th>{t('list.company')}</Th>
                    <Th>{t('list.ci')}</Th>
                    <Th>{t('list.contact')}</Th>
                    <Th>{t('list.city')}</Th>
                    <Th>{t('list.registered')}</Th>
                    <Th>{t('list.status')}</Th>
                    <Th className="px-3">{t('list.documents')}</Th>
                  </tr>
                </thead>
                <TBody>
                  {data.distributors.map((d) => (
                    <tr key={d.userid} className={d.status === 'PENDING' ? 'bg-amber-50/40' : undefined}>
                      <Td className="font-semibold">
                        <Link
                          to={adminPaths.distributor(d.userid)}
                          className="text-brand-800 hover:text-brand-900 hover:underline"
                          aria-label={t('list.open', { company: d.companyName })}
                        >
                          {d.companyName}
                        </Link>
                      </Td>
                      <Td className="whitespace-nowrap tabular-nums">{d.ci}</Td>
                      <Td>
                        <div className="whitespace-nowrap">
                          {d.name} {d.lastname}
                        </div>
                        <div className="max-w-[12rem] truncate text-xs text-stone-500" title={d.email}>
                          {d.email}
                        </div>
                        <div className="text-xs text-stone-500 tabular-nums">{d.phone}</div>
                      </Td>
                      <Td className="whitespace-nowrap">
                        {d.city}
                        <div className="text-xs text-stone-500">{d.province}</div>
                      </Td>
                      <Td className="whitespace-nowrap">{formatDate(d.createdAt)}</Td>
                      <Td>
                        <Badge tone={STATUS_TONES[d.status]}>{t(`status.${d.status}`)}</Badge>
                      </Td>
                      <Td className="whitespace-nowrap">
                        {d.documents ? (
                          <span
                            className="inline-flex items-center gap-1 text-stone-700"
                            title={t('list.documents-count', { count: d.documents })}
                          >
                            <FileText className="size-4 text-stone-400" aria-hidden="true" />
                            {d.documents}
                          </span>
                        ) : (
                          <span className="text-stone-400">—</span>
                        )}
                      </Td>
                    </tr>
                  ))}
                </TBody>
              </DataTable>
            </div>

            <ListPagination info={data.info} size={params.size} onChange={setParams} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
