import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n.ts';
import adminCsvMessages from '../../../../locales/admin-csv.ts';
import type { Progress } from '../hooks/use-csv-import.ts';

/** The upload's percentage, then "validating" while the server reads the file, then the rows applied so far. */
export function ProgressBar({ progress }: { progress: Progress }) {
  const { t } = useTranslation(adminCsvMessages);
  const percent =
    progress.kind === 'upload'
      ? Math.round(progress.fraction * 100)
      : progress.kind === 'processing'
        ? Math.round((progress.done / Math.max(progress.total, 1)) * 100)
        : undefined;
  const text =
    progress.kind === 'upload'
      ? t('progress.uploading', { percent })
      : progress.kind === 'processing'
        ? t('progress.processing', { done: progress.done.toLocaleString('es-EC'), total: progress.total.toLocaleString('es-EC') })
        : t('progress.validating');
  const reconnecting = progress.kind === 'processing' && progress.reconnecting;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        {percent === undefined ? (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-500" />
        ) : (
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700" aria-live="polite">
        <span>{text}</span>
        {reconnecting && (
          <span className="inline-flex items-center gap-1.5 font-semibold text-accent-600">
            <WifiOff className="size-4" aria-hidden="true" />
            {t('progress.reconnecting')}
          </span>
        )}
      </p>
    </div>
  );
}
