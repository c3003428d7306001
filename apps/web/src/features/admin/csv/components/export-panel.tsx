import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/toast.ts';
import adminCsvMessages from '../../../../locales/admin-csv.ts';
import { Panel } from '../../components/page-header.tsx';
import { exportCatalogue } from '../api/export-catalogue.ts';

/** Downloads the whole catalogue as the CSV file the import reads back. */
export function ExportPanel() {
  const { t } = useTranslation(adminCsvMessages);
  const [exporting, setExporting] = useState(false);

  const doExport = async () => {
    setExporting(true);
    try {
      await exportCatalogue();
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel title={t('export.title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600 sm:max-w-2xl">{t('export.text')}</p>
        <Button variant="outline" onClick={doExport} disabled={exporting} className="shrink-0">
          <Download className="size-4" aria-hidden="true" />
          {exporting ? t('export.working') : t('export.button')}
        </Button>
      </div>
    </Panel>
  );
}
