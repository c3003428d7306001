/** «Descargar PDF»: the order's «Nota de pedido», to print or forward to an accountant. */
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { downloadOrderPdf } from '../api/download-order-pdf.ts';

export function OrderPdfButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const [pending, setPending] = useState(false);
  const save = () => {
    setPending(true);
    downloadOrderPdf(orderId)
      .catch(notify.error)
      .finally(() => setPending(false));
  };
  return (
    <Button variant="outline" onClick={save} disabled={pending}>
      {pending ? <Spinner className="size-4" /> : <FileDown className="size-4" aria-hidden="true" />}
      {t('detail.download-pdf')}
    </Button>
  );
}
