/**
 * The catalogue's active filters above the grid: the search and each chosen filter value as a chip that
 * takes it away, and «Limpiar filtros» for all of them.
 */
import type { FilterGroup } from '@store/contracts/catalog';
import { FILTER_KEYS, type FilterKey } from '@store/contracts/catalog-lookups';
import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import catalogMessages from '../../../locales/catalog.ts';
import type { CatalogParams } from '../catalog-params.ts';
import { filterValueId } from './filter-panel.tsx';

interface ActiveFiltersProps {
  groups: FilterGroup[];
  params: CatalogParams;
  onRemove: (key: FilterKey, value: number) => void;
  onClearSearch: () => void;
  onReset: () => void;
}

/**
 * What narrows the list, above the grid: the search and each chosen value as a chip that takes it away
 * («Quitar filtro Marca: Andina»), and «Limpiar filtros» for all of them.
 */
export function ActiveFilters({ groups, params, onRemove, onClearSearch, onReset }: ActiveFiltersProps) {
  const { t } = useTranslation(catalogMessages);
  const nameOf = (key: FilterKey, id: number) => {
    const item = groups.find((g) => g.key === key)?.filters.find((v) => filterValueId(v) === id);
    return item ? item.name : `#${id}`;
  };
  const chips = FILTER_KEYS.flatMap((key) =>
    (params[key] ?? []).map((id) => ({ key, id, label: `${t(`filter-value.${key}`)}: ${nameOf(key, id)}` })),
  );
  if (!chips.length && !params.search) return null;

  const chipClass =
    'inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900';
  const removeClass = 'rounded-full p-1 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <ul aria-label={t('chips.label')} className="flex flex-wrap items-center gap-2">
      {params.search && (
        <li className={chipClass}>
          <span className="truncate">{t('chips.search', { text: params.search })}</span>
          <button
            type="button"
            className={removeClass}
            aria-label={t('chips.remove-search', { text: params.search })}
            onClick={onClearSearch}
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      )}
      {chips.map(({ key, id, label }) => (
        <li key={`${key}-${id}`} className={chipClass}>
          <span className="truncate">{label}</span>
          <button type="button" className={removeClass} aria-label={t('chips.remove', { label })} onClick={() => onRemove(key, id)}>
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onReset}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('store.reset')}
        </button>
      </li>
    </ul>
  );
}
