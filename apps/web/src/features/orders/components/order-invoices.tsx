/**
 * The order's electronic documents (decision 039): its factura with its state and, once the SRI authorised it (an
 * annulled one too: the buyer keeps it), «Descargar XML» and «Descargar RIDE»; the nota de crédito that annuls it.
 */
import { E_INVOICE_STATE_LABELS, type EInvoiceState, invoiceHasFiles } from '@store/contracts/e-invoice';
import type { BuyerInvoice } from '@store/contracts/sale';
import { ReceiptText } from 'lucide-react';
import { InvoiceStateBadge } from '../../../components/invoice-state-badge.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import ordersMessages from '../../../locales/orders.ts';
import { downloadInvoice } from '../api/download-invoice.ts';

export function OrderInvoices({ orderId, invoices }: { orderId: number; invoices: BuyerInvoice[] }) {
  const { t } = useTranslation(ordersMessages);
  const factura = invoices.find((i) => i.kind === 'factura');
  if (!factura) return null;
  const creditNotes = invoices.filter((i) => i.kind === 'notaCredito');
  const state = (s: EInvoiceState) => (
    <InvoiceStateBadge state={s} label={t(`invoice-state.${s}`, { defaultValue: E_INVOICE_STATE_LABELS[s] })} />
  );
  const authorizedAt = factura.authorizedAt;
  return (
    <section aria-labelledby="order-invoice" className="mt-6 flex gap-3 rounded-xl border border-stone-200 p-4 text-sm sm:p-5">
      <ReceiptText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h3 id="order-invoice" className="font-semibold text-stone-900">
          {t('invoice.title')}
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono text-stone-800">{factura.number}</span>
          {state(factura.state)}
        </p>
        {invoiceHasFiles(factura.state) ? (
          <>
            {authorizedAt && (
              <p className="mt-1 text-stone-600">{t('invoice.authorized-on', { date: formatDateTime(authorizedAt, t('date-locale')) })}</p>
            )}
            <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
              <DownloadButton onDownload={() => downloadInvoice(orderId, 'xml')}>{t('invoice.download-xml')}</DownloadButton>
              <DownloadButton onDownload={() => downloadInvoice(orderId, 'pdf')}>{t('invoice.download-ride')}</DownloadButton>
            </div>
          </>
        ) : (
          // returned or refused by the SRI: the store corrects and sends it again («Reintentar»); not «authorising»
          <p className="mt-1 text-stone-600">
            {t(factura.state === 'returned' || factura.state === 'rejected' ? 'invoice.being-corrected' : 'invoice.authorizing')}
          </p>
        )}
        {creditNotes.length > 0 && (
          <ul className="mt-3 flex flex-col gap-1 border-t border-stone-100 pt-3">
            {creditNotes.map((note) => (
              <li key={note.number} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-stone-800">{t('invoice.credit-note', { number: note.number })}</span>
                {state(note.state)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
