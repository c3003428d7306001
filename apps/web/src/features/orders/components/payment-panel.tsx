/**
 * Paying an order by transfer (decision 017): the payment state, the store's bank accounts with copy buttons,
 * «Subir comprobante» (one PDF, JPG or PNG; the server checks its content) with its progress, the staff's
 * reason when a receipt was rejected, and the receipts sent, each one opened from the server.
 */
import { BANK_ACCOUNT_TYPE_LABELS, MAX_RECEIPT_BYTES, type PaymentStatus } from '@store/contracts/constants';
import { endpoints } from '@store/contracts/endpoints/store';
import { type BankAccount, RECEIPT_ACCEPT, type ReceiptRow } from '@store/contracts/payments';
import { formatMoney } from '@store/contracts/pricing';
import type { SaleDetail } from '@store/contracts/sale';
import { AlertCircle, Check, CheckCircle2, Copy, FileText, Landmark, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { download } from '../../../lib/files.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { formatDateTime, formatDay } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import paymentsMessages from '../../../locales/payments.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { useOrderReceipts } from '../api/get-order-receipts.ts';
import { useUploadReceipt } from '../api/upload-receipt.ts';

export function PaymentPanel({ order }: { order: SaleDetail }) {
  const { t } = useTranslation(paymentsMessages);
  const receipts = useOrderReceipts(order.saleid);
  // The receipts' answer is the freshest word on the state; the order's own until it arrives.
  const status: PaymentStatus = receipts.data?.paymentStatus ?? order.payment_status;
  const canceled = order.status === 'CANCELED';
  const mayUpload = !canceled && (status === 'PENDING' || status === 'REJECTED');
  const showAccounts = !canceled && status !== 'CONFIRMED';
  const accounts = useBankAccounts(showAccounts);
  const list = receipts.data?.receipts ?? [];
  const rejected = status === 'REJECTED' ? list.find((r) => r.status === 'REJECTED') : undefined;

  return (
    <section aria-labelledby={`payment-${order.saleid}`} className="mt-6 rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`payment-${order.saleid}`} className="flex items-center gap-2 text-base font-semibold text-stone-900">
          <Landmark className="size-5 text-brand-700" aria-hidden="true" />
          {t('title')}
        </h3>
        <PaymentStatusBadge status={status} label={t(`status.${status}`)} size="md" />
      </div>

      <StateNote status={status} canceled={canceled} order={order} sentAt={list[0]?.createdAt} />

      {rejected && (
        <div role="alert" className="mt-3 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('rejected-title')}</p>
            {rejected.reason && <p className="mt-1 whitespace-pre-line">{t('rejected-reason', { reason: rejected.reason })}</p>}
            <p className="mt-1">{t('rejected-again')}</p>
          </div>
        </div>
      )}

      {showAccounts && <BankAccounts accounts={accounts.data?.accounts} pending={accounts.isPending} failed={accounts.isError} />}

      {mayUpload && <ReceiptUpload orderId={order.saleid} again={status === 'REJECTED'} />}

      {list.length > 0 && <SentReceipts orderId={order.saleid} receipts={list} />}
    </section>
  );
}

interface StateNoteProps {
  status: PaymentStatus;
  canceled: boolean;
  order: Pick<SaleDetail, 'sale_total' | 'due_on' | 'overdue'>;
  sentAt?: string;
}

function StateNote({ status, canceled, order, sentAt }: StateNoteProps) {
  const { t } = useTranslation(paymentsMessages);
  const locale = t('date-locale');
  const total = formatMoney(order.sale_total);
  // A credit order is paid by its day, not now: the note says until when (or that the day passed).
  let text = t('note.PENDING', { total });
  if (order.due_on) text = t(order.overdue ? 'note.credit-overdue' : 'note.credit', { total, date: formatDay(order.due_on, locale) });
  if (canceled) text = t('note.canceled');
  else if (status === 'SENT') text = t('note.SENT', { date: sentAt ? formatDateTime(sentAt, locale) : '' });
  else if (status === 'CONFIRMED') text = t('note.CONFIRMED');
  else if (status === 'REJECTED') return null;
  return (
    <p className={`mt-2 flex items-start gap-2 text-sm ${status === 'CONFIRMED' ? 'text-emerald-800' : 'text-stone-700'}`}>
      {status === 'CONFIRMED' && !canceled && <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      {text}
    </p>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation(paymentsMessages);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error(new Error(t('copy-failed')));
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? t('copied') : label}
      title={copied ? t('copied') : label}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-stone-500 transition-colors hover:bg-white hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
    >
      {copied ? <Check className="size-4 text-emerald-600" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
    </button>
  );
}

function BankAccounts({ accounts, pending, failed }: { accounts?: BankAccount[]; pending: boolean; failed: boolean }) {
  const { t } = useTranslation(paymentsMessages);
  if (pending) {
    return (
      <div role="status" className="mt-4 flex justify-center py-4">
        <Spinner className="size-5" />
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  }
  if (failed || !accounts?.length) return <p className="mt-4 text-sm text-stone-600">{t('accounts-none')}</p>;
  return (
    <ul aria-label={t('accounts')} className="mt-4 grid gap-3 sm:grid-cols-2">
      {accounts.map((a) => (
        <li key={a.bankaccountid} className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
          <p className="font-semibold text-stone-900">{a.bank}</p>
          <p className="text-xs text-stone-500">{t(`type.${a.accountType}`, { defaultValue: BANK_ACCOUNT_TYPE_LABELS[a.accountType] })}</p>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex items-center justify-between gap-2">
              <dt className="sr-only">{t('number')}</dt>
              <dd className="font-mono text-base font-semibold tracking-wide text-brand-800 tabular-nums">{a.number}</dd>
              <CopyButton value={a.number} label={t('copy-number', { bank: a.bank })} />
            </div>
            <div className="flex items-baseline gap-1.5">
              <dt className="text-stone-500">{t('holder')}</dt>
              <dd className="min-w-0 text-stone-800">{a.holder}</dd>
            </div>
            <div className="flex items-center justify-between gap-2">
              <div className="flex items-baseline gap-1.5">
                <dt className="text-stone-500">{t('ruc')}</dt>
                <dd className="text-stone-800 tabular-nums">{a.ruc}</dd>
              </div>
              <CopyButton value={a.ruc} label={t('copy-ruc', { bank: a.bank })} />
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function ReceiptUpload({ orderId, again }: { orderId: number; again: boolean }) {
  const { t } = useTranslation(paymentsMessages);
  const input = useRef<HTMLInputElement>(null);
  const send = useUploadReceipt(orderId);
  const [error, setError] = useState<string>();

  const choose = (file: File | undefined) => {
    if (!file) return;
    // The server decides (by content); a file plainly too big is not sent at all.
    if (file.size > MAX_RECEIPT_BYTES) {
      setError(t('too-big', { name: file.name }));
      return;
    }
    setError(undefined);
    send.mutate(file, {
      onSuccess: (res) => notify.success(res.msg),
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-600">{t('upload-hint')}</p>
      <input
        ref={input}
        type="file"
        accept={RECEIPT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        // the button below opens it; it is not a second control of its own
        aria-hidden="true"
        data-testid="receipt-input"
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={send.isPending} className="shrink-0">
        {send.isPending ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden="true" />}
        {send.isPending ? t('uploading', { percent: Math.round(send.progress * 100) }) : again ? t('upload-again') : t('upload')}
      </Button>
      {send.isPending && (
        <div
          role="progressbar"
          aria-label={t('upload-progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(send.progress * 100)}
          className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200 sm:order-last sm:basis-full"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(send.progress * 100)}%` }} />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 sm:order-last sm:basis-full">
          {error}
        </p>
      )}
    </div>
  );
}

function SentReceipts({ orderId, receipts }: { orderId: number; receipts: ReceiptRow[] }) {
  const { t } = useTranslation(paymentsMessages);
  const locale = t('date-locale');
  const open = (r: ReceiptRow) =>
    download(endpoints.payments.download, { params: { id: orderId, receiptId: r.receiptid }, open: true }).catch((err) =>
      notify.error(err),
    );
  return (
    <div className="mt-4 border-t border-stone-200 pt-3">
      <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('sent')}</h4>
      <ul className="mt-2 divide-y divide-stone-200">
        {receipts.map((r) => (
          <li key={r.receiptid} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <FileText className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
            <button
              type="button"
              onClick={() => open(r)}
              className="min-w-0 flex-1 basis-48 truncate text-left font-medium text-brand-800 hover:underline"
              aria-label={t('open', { name: r.filename })}
            >
              {r.filename}
            </button>
            {/* beside the name, or under it on a phone */}
            <span className="ml-7 flex items-center gap-2 sm:ml-0">
              <span className="text-xs text-stone-500">{formatDateTime(r.createdAt, locale)}</span>
              <PaymentStatusBadge status={r.status} label={t(`status.${r.status}`)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
