/**
 * The order's transfer payment in the back office (decision 017): its state, every receipt the distributor sent
 * (newest first, each opened or saved from the server), and for the one waiting «Confirmar pago» (approving
 * an order in «Orden Recibida» in the same step, if asked) or «Rechazar comprobante» with a reason.
 */

import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { REASON_MAX } from '@store/contracts/constants';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { type AdminReceiptRow, rejectReceiptBody } from '@store/contracts/payments';
import { Check, Download, ExternalLink, FileText, X } from 'lucide-react';
import { useId, useState } from 'react';
import { PaymentStatusBadge } from '../../../components/payment-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { download } from '../../../lib/files.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import adminPaymentsMessages from '../../../locales/admin-payments.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Panel } from '../components/page-header.tsx';
import { ReasonField } from '../components/reason-field.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useOrderReceipts } from './api/get-order-receipts.ts';
import { useReviewReceipt } from './api/review-receipt.ts';

const sizeOf = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(adminPaymentsMessages);
  const query = useOrderReceipts(order.saleid);
  const status = query.data?.paymentStatus ?? order.paymentStatus;
  const receipts = query.data?.receipts ?? [];
  return (
    <Panel title={t('order.title')} actions={<PaymentStatusBadge status={status} size="md" />}>
      {query.isPending ? (
        <div role="status" className="flex justify-center py-4">
          <Spinner className="size-5" />
          <span className="sr-only">{t('order.loading')}</span>
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('order.load-error')}
        </p>
      ) : receipts.length === 0 ? (
        <p className="text-sm text-stone-600">{t('order.none')}</p>
      ) : (
        <ul aria-label={t('order.receipts')} className="-my-3 divide-y divide-stone-100">
          {receipts.map((r) => (
            <ReceiptItem key={r.receiptid} order={order} receipt={r} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ReceiptItem({ order, receipt: r }: { order: AdminOrderDetail; receipt: AdminReceiptRow }) {
  const { t } = useTranslation(adminPaymentsMessages);
  const fetchFile = (open: boolean) =>
    download(adminEndpoints.payments.download, {
      params: { id: order.saleid, receiptId: r.receiptid },
      open,
      ...(open ? {} : { filename: r.filename }),
    }).catch((err) => notify.error(err));
  return (
    <li className="py-3">
      {/* the side column is narrow: name, then state and date under it */}
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-stone-400" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-stone-900" title={r.filename}>
            {r.filename}
          </p>
          <p className="mt-1">
            <PaymentStatusBadge status={r.status} />
          </p>
          <p className="mt-1 text-xs text-stone-500">
            {t('order.sent-at', { date: formatDateTime(r.createdAt) })} · {sizeOf(r.bytes)}
          </p>
        </div>
      </div>
      {r.status !== 'SENT' && r.reviewedAt && (
        <p className="mt-1 pl-8 text-xs text-stone-500">
          {t('order.reviewed', { date: formatDateTime(r.reviewedAt), by: r.reviewedBy?.email ?? t('order.someone') })}
        </p>
      )}
      {r.reason && (
        <p className="mt-2 ml-8 rounded-md bg-red-50 px-3 py-2 text-sm whitespace-pre-line text-red-800">
          {t('order.reason', { reason: r.reason })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2 pl-8">
        <Button size="sm" variant="outline" onClick={() => fetchFile(true)} aria-label={t('order.view-of', { name: r.filename })}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('order.view')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => fetchFile(false)} aria-label={t('order.download-of', { name: r.filename })}>
          <Download className="size-4" aria-hidden="true" />
          {t('order.download')}
        </Button>
      </div>
      {r.status === 'SENT' && <ReviewActions order={order} receipt={r} />}
    </li>
  );
}

function ReviewActions({ order, receipt }: { order: AdminOrderDetail; receipt: AdminReceiptRow }) {
  const { t } = useTranslation(adminPaymentsMessages);
  const review = useReviewReceipt(order.saleid);
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);
  const canApprove = order.status === 'RECEIVED';
  const [approve, setApprove] = useState(true);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonId = useId();
  const approveId = useId();
  const close = () => setAsking(null);

  const confirm = () =>
    review.mutate({ kind: 'confirm', receiptId: receipt.receiptid, approve: canApprove && approve }, toastResult(close));
  const reject = () => {
    // The contracts' rule (required, at most REASON_MAX characters), as the server checks it.
    const parsed = rejectReceiptBody.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    review.mutate({ kind: 'reject', receiptId: receipt.receiptid, reason: parsed.data.reason }, toastResult(close));
  };

  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm text-amber-900">{t('order.waiting')}</p>
      <Button onClick={() => setAsking('confirm')} disabled={review.isPending}>
        <Check className="size-4" aria-hidden="true" />
        {t('order.confirm')}
      </Button>
      <Button
        variant="outline"
        className="text-red-700 hover:!border-red-600 hover:!text-red-800"
        onClick={() => {
          setReason('');
          setReasonError(undefined);
          setAsking('reject');
        }}
        disabled={review.isPending}
      >
        <X className="size-4" aria-hidden="true" />
        {t('order.reject')}
      </Button>

      <ConfirmDialog
        open={asking === 'confirm'}
        onOpenChange={(o) => !o && close()}
        title={t('order.confirm-title', { id: order.saleid })}
        description={t('order.confirm-text')}
        confirmLabel={t('order.confirm')}
        pending={review.isPending}
        onConfirm={confirm}
      >
        {canApprove && (
          <label htmlFor={approveId} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm text-stone-800">
            <input
              id={approveId}
              type="checkbox"
              checked={approve}
              onChange={(e) => setApprove(e.target.checked)}
              className="mt-0.5 size-5 accent-brand-700"
            />
            <span>
              <span className="font-medium">{t('order.approve')}</span>
              <span className="block text-xs text-stone-500">{t('order.approve-hint')}</span>
            </span>
          </label>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={asking === 'reject'}
        onOpenChange={(o) => !o && close()}
        title={t('order.reject-title', { id: order.saleid })}
        description={t('order.reject-text')}
        confirmLabel={t('order.reject')}
        variant="danger"
        pending={review.isPending}
        onConfirm={reject}
      >
        <ReasonField
          id={reasonId}
          label={t('order.reason-label')}
          hint={t('order.reason-hint', { max: REASON_MAX })}
          error={reasonError}
          required
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setReasonError(undefined);
          }}
        />
      </ConfirmDialog>
    </div>
  );
}
