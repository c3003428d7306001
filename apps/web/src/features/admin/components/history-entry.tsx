/**
 * How the back office reads one change of its history, on the history page and on a record's own page: who made
 * it, the record (linked to its page when it has one) and each field as «campo: antes → después».
 */
import { HISTORY_MORE_FIELD, type HistoryEntry, type HistoryValue, historyFieldLabel, historyValueOf } from '@store/contracts/history';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import adminHistoryMessages from '../../../locales/admin-history.ts';
import { adminPaths } from '../admin-paths.ts';

/** The page of the record a change was made to: products, distributors and orders have one. */
export function historyRecordPath({ entity, entityId }: Pick<HistoryEntry, 'entity' | 'entityId'>): string | null {
  if (entityId === null) return null;
  if (entity === 'product') return adminPaths.product(entityId);
  if (entity === 'distributor') return adminPaths.distributor(entityId);
  if (entity === 'order') return adminPaths.order(entityId);
  return null;
}

/** A value as the staff read it (a flag of an older line as Sí/No, by the contracts' rule), an empty one «—». */
function useValueText() {
  const { t } = useTranslation(adminHistoryMessages);
  return (field: string, value: HistoryValue) => {
    const shown = historyValueOf(field, value);
    return shown === null || shown === '' ? t('empty-value') : String(shown);
  };
}

/** How many changes a line shows before «Ver N cambios más»: a long one (an import) stays a short card. */
const HISTORY_SHOWN_CHANGES = 6;

/**
 * The fields a change touched, each «campo: antes → después» (an empty value reads «—»), the field in the staff's
 * words (a raw key of an older line too); past HISTORY_SHOWN_CHANGES the rest waits behind «Ver N cambios más».
 */
export function HistoryChanges({ changes }: { changes: HistoryEntry['changes'] }) {
  const { t } = useTranslation(adminHistoryMessages);
  const text = useValueText();
  const [open, setOpen] = useState(false);
  if (!changes.length) return <p className="text-sm text-stone-500">{t('no-fields')}</p>;
  // a cut line's last change counts what was left out: it is not one more field to show behind the button
  const more = changes.at(-1)?.field === HISTORY_MORE_FIELD ? changes.at(-1) : undefined;
  const fields = more ? changes.slice(0, -1) : changes;
  const hidden = open ? 0 : Math.max(0, fields.length - HISTORY_SHOWN_CHANGES);
  const shown = hidden ? fields.slice(0, HISTORY_SHOWN_CHANGES) : fields;
  return (
    <div className="flex flex-col items-start gap-1">
      <ul aria-label={t('changes')} className="flex flex-col gap-1 text-sm">
        {shown.map((c, i) => (
          // the same field can come twice in an older line: the position keeps keys apart
          // biome-ignore lint/suspicious/noArrayIndexKey: a change list is drawn once, never reordered
          <li key={i} className="[overflow-wrap:anywhere] text-stone-700">
            <span className="font-medium text-stone-900">{historyFieldLabel(c.field)}:</span>{' '}
            <span className="text-stone-500">{text(c.field, c.before)}</span> <span className="text-stone-400">→</span>{' '}
            <span className="font-semibold text-stone-900">{text(c.field, c.after)}</span>
          </li>
        ))}
        {more && (open || !hidden) && (
          <li className="text-stone-500 italic">
            {HISTORY_MORE_FIELD} {String(more.after ?? '')}
          </li>
        )}
      </ul>
      {(hidden > 0 || open) && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="rounded text-sm font-medium text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {open ? t('show-less') : t('show-more', { count: hidden })}
        </button>
      )}
    </div>
  );
}

/** Who made a change: the name (or the e-mail alone) and the e-mail under it. */
export function HistoryActor({ actor }: { actor: HistoryEntry['actor'] }) {
  const { t } = useTranslation(adminHistoryMessages);
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
