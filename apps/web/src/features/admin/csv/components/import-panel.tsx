import { ShieldCheck, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import adminCsvMessages from '../../../../locales/admin-csv.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CsvFilePicker } from '../../components/csv-file-picker.tsx';
import { Panel } from '../../components/page-header.tsx';
import { useCsvImport } from '../hooks/use-csv-import.ts';
import { ImportResult } from './import-result.tsx';
import { ProgressBar } from './progress-bar.tsx';

/** Choose a file, validate it, confirm and import it: the buttons, the progress and the outcome. */
export function ImportPanel() {
  const { t } = useTranslation(adminCsvMessages);
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
            <CsvFilePicker id={inputId} file={file} disabled={busy} onChoose={choose} />
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
