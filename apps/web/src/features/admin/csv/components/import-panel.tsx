import { FileSpreadsheet, ShieldCheck, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Panel } from '../../components/page-header.tsx';
import { useCsvImport } from '../hooks/use-csv-import.ts';
import { ImportResult } from './import-result.tsx';
import { ProgressBar } from './progress-bar.tsx';

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Choose a file, validate it, confirm and import it: the buttons, the progress and the outcome. */
export function ImportPanel() {
  const { t } = useTranslation('admin-csv');
  const inputId = useId();
  const { file, choose, canImport, progress, outcome, validate, runImport } = useCsvImport();
  const [confirming, setConfirming] = useState(false);
  const busy = progress !== null;

  return (
    <>
      <Panel title={t('import.title')}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-stone-600">{t('import.text')}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
              {t('import.file')}
            </label>
            <div className="flex min-w-0 items-center gap-3">
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                <FileSpreadsheet className="size-4" aria-hidden="true" />
                {t('import.choose')}
              </label>
              <span className="min-w-0 truncate text-sm text-stone-700">
                {file ? t('import.chosen', { name: file.name, size: fileSize(file.size) }) : t('import.none')}
              </span>
            </div>
            <p className="text-xs text-stone-500">{t('import.fileHint')}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={validate} disabled={!file || busy}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('import.validate')}
            </Button>
            <Button
              onClick={() => setConfirming(true)}
              disabled={!file || busy || !canImport}
              aria-describedby={file && !canImport ? `${inputId}-import-hint` : undefined}
            >
              <Upload className="size-4" aria-hidden="true" />
              {t('import.run')}
            </Button>
          </div>
          {file && !canImport && !busy && (
            <p id={`${inputId}-import-hint`} className="-mt-2 text-xs text-stone-500">
              {t('import.validate-first')}
            </p>
          )}
          {progress && <ProgressBar progress={progress} />}
          {outcome && <ImportResult outcome={outcome} />}
        </div>
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('import.confirmTitle')}
        description={t('import.confirmText', { name: file?.name ?? '' })}
        confirmLabel={t('import.confirm')}
        onConfirm={() => {
          setConfirming(false);
          void runImport();
        }}
      />
    </>
  );
}
