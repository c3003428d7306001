/**
 * «Facturas» (decision 039): the electronic documents sent to the SRI, newest first, with state tabs and their
 * counts and a date range in the address; each with its order, buyer, total, state and the SRI's messages, its
 * files once authorised, «Reintentar» while the SRI has not authorised it and «Reenviar correo» once it has.
 * Above them, whether invoicing is on, in which ambiente, and the certificate's end when it is near.
 */
import { ADMIN_INVOICES_PAGE_SIZE, type AdminInvoiceRow, type InvoicingStatus } from '@store/contracts/admin-invoices';
import { E_INVOICE_STATE_LABELS, E_INVOICE_STATES, type EInvoiceState, invoiceHasFiles } from '@store/contracts/e-invoice';
import { formatCents } from '@store/contracts/pricing';
import { Info, RotateCw, Send, X } from 'lucide-react';
import { InvoiceStateBadge, invoiceStateDot } from '../../../components/invoice-state-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDateTime } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import adminInvoicesMessages from '../../../locales/admin-invoices.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { CertificateWarning } from '../components/certificate-warning.tsx';
import { DayInput, isDay } from '../components/day-input.tsx';
import { PagedResults } from '../components/list-pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StatusTab, StatusTabs } from '../components/status-tabs.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { downloadInvoiceFile } from './api/download-invoice-file.ts';
import { useInvoices } from './api/get-invoices.ts';
import { useResendInvoice } from './api/resend-invoice.ts';
import { useRetryInvoice } from './api/retry-invoice.ts';

const KEYS = ['state', 'from', 'to'] as const;
const COLUMNS = ['number', 'kind', 'order', 'buyer', 'total', 'state', 'issued', 'actions'] as const;

const asState = (value: string): EInvoiceState | '' => E_INVOICE_STATES.find((s) => s === value) ?? '';
/** what the SRI has not authorised yet, or refused: sent again with «Reintentar» */
const retriable = (state: EInvoiceState) => !invoiceHasFiles(state);

export default function InvoicesPage() {
  const { t } = useTranslation(adminInvoicesMessages);
  const [params, setParams] = useListParams(KEYS, ADMIN_INVOICES_PAGE_SIZE);
  const state = asState(params.state);
  const from = isDay(params.from) ? params.from : '';
  const to = isDay(params.to) ? params.to : '';
  const query = useInvoices({ state, from, to, page: params.page, size: params.size });
  const counts = query.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const invoicing = query.data?.invoicing;
  const filtered = Boolean(state || from || to);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={
          <>
            {t('description')}
            {invoicing?.ambiente && <Ambiente ambiente={invoicing.ambiente} />}
          </>
        }
      />
      {invoicing && <InvoicingNotices invoicing={invoicing} />}

      <div className="mb-4">
        <StatusTabs legend={t('status-filter')} selected={state} layoutKey={counts ? 'counts' : ''} wrapFromSm>
          <StatusTab selected={state === ''} onSelect={() => setParams({ state: null })} count={allCount}>
            {t('all')}
          </StatusTab>
          {E_INVOICE_STATES.map((s) => (
            <StatusTab key={s} selected={state === s} onSelect={() => setParams({ state: s })} dot={invoiceStateDot(s)} count={counts?.[s]}>
              {E_INVOICE_STATE_LABELS[s]}
            </StatusTab>
          ))}
        </StatusTabs>
      </div>

      <section className="mb-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <DayInput label={t('from')} value={from} max={to} onChange={(v) => setParams({ from: v || null })} />
          <DayInput label={t('to')} value={to} min={from} onChange={(v) => setParams({ to: v || null })} />
          {filtered && (
            <Button
              variant="outline"
              onClick={() => setParams({ state: null, from: null, to: null })}
              className="w-full whitespace-nowrap sm:mb-0.5 sm:w-auto"
            >
              <X className="size-4" aria-hidden="true" />
              {t('clear')}
            </Button>
          )}
        </div>
      </section>

      <QueryState query={query} isEmpty={(d) => d.invoices.length === 0} empty={t('empty')}>
        {(data) => (
          <PagedResults found={t('total-found', { count: data.info.total })} info={data.info} size={params.size} onChange={setParams}>
            <div className="2xl:overflow-x-auto 2xl:rounded-xl 2xl:border 2xl:border-stone-200 2xl:bg-white 2xl:shadow-sm">
              {/* one tbody per document: its row and, under it, the SRI's messages; on a phone each is a card */}
              <table
                className={`block w-full space-y-3 text-left text-sm lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0 2xl:table ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                <caption className="sr-only">{t('caption')}</caption>
                <thead className="hidden bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase 2xl:table-header-group">
                  <tr>
                    {COLUMNS.map((col) => (
                      <th key={col} scope="col" className={`px-4 py-3 whitespace-nowrap ${col === 'total' ? 'text-right' : ''}`}>
                        {t(`col.${col}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                {data.invoices.map((invoice) => (
                  <InvoiceRows key={invoice.id} invoice={invoice} />
                ))}
              </table>
            </div>
          </PagedResults>
        )}
      </QueryState>
    </>
  );
}

/** «Ambiente: pruebas» or «producción», small beside the page's description. */
function Ambiente({ ambiente }: { ambiente: 1 | 2 }) {
  const { t } = useTranslation(adminInvoicesMessages);
  return (
    <span
      className={`ml-2 inline-block rounded px-1.5 py-0.5 align-middle text-[0.7rem] font-semibold tracking-wide whitespace-nowrap uppercase ring-1 ring-inset ${
        ambiente === 1 ? 'bg-amber-50 text-amber-800 ring-amber-200' : 'bg-stone-100 text-stone-600 ring-stone-200'
      }`}
    >
      {t(`ambiente.${ambiente}`)}
    </span>
  );
}

function InvoicingNotices({ invoicing }: { invoicing: InvoicingStatus }) {
  const { t } = useTranslation(adminInvoicesMessages);
  if (!invoicing.enabled) {
    return (
      <p role="note" className="mb-4 flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('off')}
      </p>
    );
  }
  return <CertificateWarning invoicing={invoicing} className="mb-4" />;
}

function InvoiceRows({ invoice }: { invoice: AdminInvoiceRow }) {
  const { t } = useTranslation(adminInvoicesMessages);
  const can = useCan();
  const retry = useRetryInvoice();
  const resend = useResendInvoice();
  const document = t(`document.${invoice.kind}`, { number: invoice.number });
  const toast = { onSuccess: (res: { msg: string }) => notify.success(res.msg), onError: (error: unknown) => notify.error(error) };
  const files = invoiceHasFiles(invoice.state);
  const cell = '2xl:px-4 2xl:py-3';
  return (
    <tbody className="block rounded-xl border border-stone-200 bg-white p-4 shadow-sm 2xl:table-row-group 2xl:rounded-none 2xl:border-x-0 2xl:border-t 2xl:border-b-0 2xl:border-stone-100 2xl:p-0 2xl:shadow-none">
      <tr className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 2xl:table-row">
        <td className={`col-start-1 row-start-1 ${cell}`}>
          <span className="font-mono font-semibold whitespace-nowrap text-stone-900">{invoice.number}</span>
        </td>
        <td className={`col-start-1 row-start-2 text-xs text-stone-600 2xl:text-sm 2xl:whitespace-nowrap 2xl:text-stone-800 ${cell}`}>
          {t(`kind.${invoice.kind}`)}
        </td>
        <td className={`col-start-2 row-start-2 text-right 2xl:text-left 2xl:whitespace-nowrap ${cell}`}>
          {can('orders') ? (
            <Link to={adminPaths.order(invoice.orderId)} className="font-semibold text-brand-800 hover:underline">
              {t('order', { id: invoice.orderId })}
            </Link>
          ) : (
            t('order', { id: invoice.orderId })
          )}
        </td>
        <td className={`col-span-2 row-start-3 min-w-0 pt-1 2xl:min-w-48 2xl:pt-3 ${cell}`}>
          <span className="block font-medium break-words text-stone-900">{invoice.buyer.companyName}</span>
          <span className="block text-xs text-stone-600">{t('ci', { ci: invoice.buyer.ci })}</span>
          <span className="block truncate text-xs text-stone-500">{invoice.buyer.email}</span>
        </td>
        <td className={`col-start-2 row-start-4 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums ${cell}`}>
          {formatCents(invoice.totalCents)}
        </td>
        <td className={`col-start-2 row-start-1 justify-self-end ${cell}`}>
          <InvoiceStateBadge state={invoice.state} />
        </td>
        <td className={`col-start-1 row-start-4 text-xs text-stone-600 2xl:whitespace-nowrap ${cell}`}>
          <time dateTime={invoice.issuedAt} className="block 2xl:text-sm 2xl:text-stone-700">
            {formatDateTime(invoice.issuedAt)}
          </time>
          {invoice.authorizedAt && <span className="block">{t('authorized-on', { date: formatDateTime(invoice.authorizedAt) })}</span>}
          {retriable(invoice.state) && invoice.attempts > 0 && <span className="block">{t('attempts', { count: invoice.attempts })}</span>}
          {invoice.mailedAt && <span className="block">{t('mailed', { date: formatDateTime(invoice.mailedAt) })}</span>}
        </td>
        <td className={`col-span-2 row-start-5 pt-2 ${cell}`}>
          <div className="flex flex-wrap gap-2 2xl:justify-end">
            {files && (
              <>
                <DownloadButton
                  size="sm"
                  label={t('download-xml-of', { document })}
                  onDownload={() => downloadInvoiceFile(invoice.id, 'xml')}
                >
                  {t('download-xml')}
                </DownloadButton>
                <DownloadButton
                  size="sm"
                  label={t('download-ride-of', { document })}
                  onDownload={() => downloadInvoiceFile(invoice.id, 'pdf')}
                >
                  {t('download-ride')}
                </DownloadButton>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('resend-of', { document })}
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(invoice.id, toast)}
                >
                  {resend.isPending ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
                  {t('resend')}
                </Button>
              </>
            )}
            {retriable(invoice.state) && (
              <Button
                variant="outline"
                size="sm"
                aria-label={t('retry-of', { document })}
                disabled={retry.isPending}
                onClick={() => retry.mutate(invoice.id, toast)}
              >
                {retry.isPending ? <Spinner className="size-4" /> : <RotateCw className="size-4" aria-hidden="true" />}
                {t('retry')}
              </Button>
            )}
          </div>
        </td>
      </tr>
      {invoice.messages.length > 0 && (
        <tr className="mt-3 block 2xl:table-row">
          <td colSpan={COLUMNS.length} className="block 2xl:table-cell 2xl:px-4 2xl:pt-0 2xl:pb-3">
            <SriMessages invoice={invoice} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** The SRI's answer: «35 ARCHIVO NO CUMPLE ESTRUCTURA XML», with its detail; warnings amber, errors red. */
function SriMessages({ invoice }: { invoice: AdminInvoiceRow }) {
  const { t } = useTranslation(adminInvoicesMessages);
  const refused = invoice.state === 'returned' || invoice.state === 'rejected';
  return (
    <div className={`rounded-lg px-3 py-2 text-xs ${refused ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'}`}>
      <p className="font-semibold">{t('messages')}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {invoice.messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the SRI may repeat an identifier; the list never reorders
          <li key={i} className="break-words">
            <span className="font-mono font-semibold">{m.identificador}</span> {m.mensaje}
            {m.informacionAdicional && <span className="opacity-80">: {m.informacionAdicional}</span>}
            {m.tipo && m.tipo !== 'ERROR' && <span className="ml-1 opacity-70">({m.tipo})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
