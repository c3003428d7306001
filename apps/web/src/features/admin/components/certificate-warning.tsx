import { certificateEndsSoon, type InvoicingStatus } from '@store/contracts/admin-invoices';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/store-time.ts';
import adminInvoicesMessages from '../../../locales/admin-invoices.ts';

/** The certificate's end, near or past: a warning until it is renewed. */
export function CertificateWarning({ invoicing, className = '' }: { invoicing: InvoicingStatus; className?: string }) {
  const { t } = useTranslation(adminInvoicesMessages);
  const days = invoicing.certificateDaysLeft;
  if (!certificateEndsSoon(invoicing) || days === null || !invoicing.certificateValidTo) return null;
  const date = formatDate(invoicing.certificateValidTo);
  const expired = days < 0;
  const text =
    days === 0
      ? t('certificate.expires-today', { date })
      : expired
        ? t('certificate.expired', { date, count: -days })
        : t('certificate.expires', { date, count: days });
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-xl border px-4 py-3 text-sm ${
        expired ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900'
      } ${className}`}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{text}</strong> {t('certificate.renew')}
      </p>
    </div>
  );
}
