/**
 * How the back office reads one change of its history, on the history page and on a record's own page: who made
 * it, the record (linked to its page when it has one) and each field as «campo: antes → después».
 */
import type { HistoryEntry, HistoryValue } from '@store/contracts/history';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPaths } from '../admin-paths.ts';

/** The page of the record a change was made to: products, distributors and orders have one. */
export function historyRecordPath({ entity, entityId }: Pick<HistoryEntry, 'entity' | 'entityId'>): string | null {
  if (entityId === null) return null;
  if (entity === 'product') return adminPaths.product(entityId);
  if (entity === 'distributor') return adminPaths.distributor(entityId);
  if (entity === 'order') return adminPaths.order(entityId);
  return null;
}

function useValueText() {
  const { t } = useTranslation('admin-history');
  return (value: HistoryValue) => {
    if (value === null || value === '') return t('empty-value');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    return String(value);
  };
}

/** The fields a change touched, each «campo: antes → después» (an empty value reads «—»). */
export function HistoryChanges({ changes }: { changes: HistoryEntry['changes'] }) {
  const { t } = useTranslation('admin-history');
  const text = useValueText();
  if (!changes.length) return <p className="text-sm text-stone-500">{t('no-fields')}</p>;
  return (
    <ul aria-label={t('changes')} className="flex flex-col gap-1 text-sm">
      {changes.map((c) => (
        <li key={c.field} className="[overflow-wrap:anywhere] text-stone-700">
          <span className="font-medium text-stone-900">{c.field}:</span> <span className="text-stone-500">{text(c.before)}</span>{' '}
          <span className="text-stone-400">→</span> <span className="font-semibold text-stone-900">{text(c.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who made a change: the name (or the e-mail alone) and the e-mail under it. */
export function HistoryActor({ actor }: { actor: HistoryEntry['actor'] }) {
  const { t } = useTranslation('admin-history');
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium text-stone-900">{actor.name || actor.email}</span>
      {actor.name && actor.email && <span className="truncate text-xs text-stone-500">{actor.email}</span>}
      {actor.userid === null && <span className="text-xs text-stone-500">{t('deleted-user')}</span>}
    </span>
  );
}

/** The record's name, a link to its page when it has one. */
export function HistoryRecord({ entry, className = '' }: { entry: HistoryEntry; className?: string }) {
  const to = historyRecordPath(entry);
  if (!to) return <span className={`font-medium text-stone-900 ${className}`}>{entry.label}</span>;
  return (
    <Link to={to} className={`font-medium text-brand-800 hover:underline ${className}`}>
      {entry.label}
    </Link>
  );
}
