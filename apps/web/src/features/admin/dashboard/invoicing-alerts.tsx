import { certificateEndsSoon, INVOICE_PENDING_ALERT_HOURS } from '@store/contracts/admin-invoices';
import { ArrowRight, FileWarning } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import adminInvoicesMessages from '../../../locales/admin-invoices.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { CertificateWarning } from '../components/certificate-warning.tsx';
import { useInvoicingSummary } from './api/get-invoicing-summary.ts';

/**
 * What the dashboard says of electronic invoicing, only when something needs doing: documents the SRI has not
 * answered for INVOICE_PENDING_ALERT_HOURS (leading to «Facturas», its «Enviada» tab), and a certificate near its
 * end. For the roles with «Facturas»; nothing while it loads or if it cannot be read (the rest of the board stands).
 */
export function InvoicingAlerts() {
  const { t } = useTranslation(adminInvoicesMessages);
  const can = useCan();
  const { data } = useInvoicingSummary(can('invoices'));
  if (!data || (data.stuck === 0 && !certificateEndsSoon(data.invoicing))) return null;
  return (
    <div className="mb-6 flex flex-col gap-3">
      {data.stuck > 0 && (
        <Link
          to={`${adminPaths.invoices}?state=sent`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-accent-400 bg-white px-4 py-3 text-sm shadow-sm transition-colors hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-300"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-400/20 text-accent-600">
            <FileWarning className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-stone-900">
              {t('dashboard.stuck', { hours: INVOICE_PENDING_ALERT_HOURS, count: data.stuck })}
            </span>
            <span className="block text-stone-600">{t('dashboard.stuck-hint')}</span>
          </span>
          <ArrowRight className="size-4 text-brand-700" aria-hidden="true" />
        </Link>
      )}
      <CertificateWarning invoicing={data.invoicing} />
    </div>
  );
}
