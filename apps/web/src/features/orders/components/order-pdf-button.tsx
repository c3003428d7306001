/** «Descargar PDF»: the order's «Nota de pedido», to print or forward to an accountant. */

import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import ordersMessages from '../../../locales/orders.ts';
import { downloadOrderPdf } from '../api/download-order-pdf.ts';

export function OrderPdfButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ordersMessages);
  return <DownloadButton onDownload={() => downloadOrderPdf(orderId)}>{t('detail.download-pdf')}</DownloadButton>;
}
