import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { exportOrders } from './api/export-orders.ts';
import type { OrderFilters } from './api/get-admin-orders.ts';

/**
 * «Exportar CSV» and «Exportar Excel»: the orders the filters on screen find, every page of them, one row per
 * order line for the accountant. A refusal (more lines than one file holds, a bad range) toasts the server's msg.
 */
export function ExportOrders({ filters }: { filters: Omit<OrderFilters, 'page' | 'size'> }) {
  const { t } = useTranslation(adminOrdersMessages);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-800">{t('list.export.title')}.</span> {t('list.export.hint')}
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <DownloadButton onDownload={() => exportOrders('csv', filters)}>{t('list.export.csv')}</DownloadButton>
        <DownloadButton onDownload={() => exportOrders('xlsx', filters)}>{t('list.export.xlsx')}</DownloadButton>
      </div>
    </div>
  );
}
