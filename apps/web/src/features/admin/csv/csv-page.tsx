/**
 * The back office's CSV page: export the catalogue, import a file (validated by a dry run first, then applied
 * in the background with its progress), and the file's format. The file itself is described in contracts.
 */
import { useTranslation } from '../../../lib/i18n.ts';
import adminCsvMessages from '../../../locales/admin-csv.ts';
import { PageHeader } from '../components/page-header.tsx';
import { CsvHelp } from './components/csv-help.tsx';
import { ExportPanel } from './components/export-panel.tsx';
import { ImportPanel } from './components/import-panel.tsx';

export default function CsvPage() {
  const { t } = useTranslation(adminCsvMessages);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <ExportPanel />
      <ImportPanel />
      <CsvHelp />
    </div>
  );
}
