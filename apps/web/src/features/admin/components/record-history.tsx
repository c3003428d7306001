/**
 * «Historial de cambios» of one record (a product, a distributor, an order) on its own page: its newest changes,
 * who made them and what changed, and a link to the whole history filtered to it. Only for the roles that may
 * read the history; for the others it is not there at all.
 */
import type { HistoryEntity } from '@store/contracts/history';
import { History } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDateTime } from '../../../lib/store-time.ts';
import adminHistoryMessages from '../../../locales/admin-history.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { useRecordHistory } from '../api/get-record-history.ts';
import { HistoryActor, HistoryChanges } from './history-entry.tsx';
import { Panel } from './page-header.tsx';
import { QueryState } from './query-state.tsx';

export function RecordHistory({ entity, entityId, className }: { entity: HistoryEntity; entityId: number; className?: string }) {
  const allowed = useCan()('history');
  const query = useRecordHistory(entity, entityId, allowed);
  if (!allowed) return null;
  return <RecordHistoryPanel entity={entity} entityId={entityId} query={query} className={className} />;
}

function RecordHistoryPanel({
  entity,
  entityId,
  query,
  className,
}: {
  entity: HistoryEntity;
  entityId: number;
  query: ReturnType<typeof useRecordHistory>;
  className?: string;
}) {
  const { t } = useTranslation(adminHistoryMessages);
  const all = `${adminPaths.history}?${new URLSearchParams({ entity, entityId: String(entityId) })}`;
  return (
    <Panel
      title={t('panel.title')}
      className={className}
      actions={
        <Link to={all} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
          <History className="size-4" aria-hidden="true" />
          {t('panel.see-all')}
        </Link>
      }
    >
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-stone-600">{t('panel.empty')}</p>
          ) : (
            <ol aria-label={t('panel.title')} className="flex flex-col divide-y divide-stone-100">
              {data.items.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                    <p className="font-semibold text-stone-900">{entry.action}</p>
                    <time dateTime={entry.at} className="text-xs text-stone-500 tabular-nums">
                      {formatDateTime(entry.at)}
                    </time>
                  </div>
                  <p className="-mt-1 text-xs [overflow-wrap:anywhere] text-stone-500">{entry.label}</p>
                  <div className="text-sm">
                    <HistoryActor actor={entry.actor} />
                  </div>
                  <HistoryChanges changes={entry.changes} />
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </Panel>
  );
}
