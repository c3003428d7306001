/** «Descargar PDF»: the order's «Nota de pedido», to print or forward to an accountant. */
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { downloadOrderPdf } from '../api/download-order-pdf.ts';

export function OrderPdfButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  return <DownloadButton onDownload={() => downloadOrderPdf(orderId)}>{t('detail.download-pdf')}</DownloadButton>;
}
