/**
 * /admin/filters: the values of the store's filter groups and sizes, one group at a time (a tab each, kept in
 * the address as ?group=), each with what uses its values.
 */
import { FILTER_VALUE_GROUPS, type FilterValueGroup, isFilterValueGroup } from '@store/contracts/admin-catalog';
import { type KeyboardEvent, useId, useRef } from 'react';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import { PageHeader } from '../components/page-header.tsx';
import { GroupValues } from './group-values.tsx';

export default function FiltersPage() {
  const { t } = useTranslation(adminCatalogMessages);
  const [params, setParams] = useSearchParams();
  const requested = params.get('group') ?? '';
  const group: FilterValueGroup = isFilterValueGroup(requested) ? requested : 'categories';
  const select = (next: FilterValueGroup) => setParams({ group: next }, { replace: true });
  const tabsId = useId();
  const tabRefs = useRef<Partial<Record<FilterValueGroup, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (e: KeyboardEvent) => {
    const i = FILTER_VALUE_GROUPS.indexOf(group);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = FILTER_VALUE_GROUPS[(i + step + FILTER_VALUE_GROUPS.length) % FILTER_VALUE_GROUPS.length];
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader title={t('filters.title')} description={t('filters.description')} />
      <div className="mb-4 sm:hidden">
        <SelectField
          id="filter-group"
          label={t('filters.groups-label')}
          value={group}
          onChange={(e) => isFilterValueGroup(e.target.value) && select(e.target.value)}
        >
          {FILTER_VALUE_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`filters.groups.${g}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div
        role="tablist"
        aria-label={t('filters.groups-label')}
        tabIndex={-1}
        onKeyDown={onTabKey}
        className="mb-4 hidden flex-wrap gap-1 rounded-xl border border-stone-200 bg-white p-1 shadow-sm sm:flex"
      >
        {FILTER_VALUE_GROUPS.map((g) => (
          <button
            key={g}
            ref={(el) => {
              tabRefs.current[g] = el;
            }}
            type="button"
            role="tab"
            id={`${tabsId}-${g}`}
            aria-selected={g === group}
            aria-controls={`${tabsId}-panel`}
            tabIndex={g === group ? 0 : -1}
            onClick={() => select(g)}
            className={`rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
              g === group ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
            }`}
          >
            {t(`filters.groups.${g}`)}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${group}`}>
        <GroupValues key={group} group={group} />
      </div>
    </>
  );
}
