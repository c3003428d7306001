/**
 * An order over a buyer's limit (docs/product.md §28), «Por aprobar»: the company's owner approves it or rejects it
 * saying why; anyone else of the company reads that it waits, and until when its stock is held.
 */
import { ORDER_APPROVAL_HOURS, REASON_MAX } from '@store/contracts/constants';
import { MSG } from '@store/contracts/messages';
import type { SaleDetail } from '@store/contracts/sale';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import ordersMessages from '../../../locales/orders.ts';
import { useApproveOrder, useRejectOrder } from '../api/approve-order.ts';

export function ApprovalPanel({ order }: { order: SaleDetail }) {
  const { t } = useTranslation(ordersMessages);
  const owner = useSession()?.company_role === 'OWNER';
  const approve = useApproveOrder();
  const reject = useRejectOrder();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  if (order.status !== 'PENDING_APPROVAL') return null;
  const until = formatDateTime(new Date(Date.parse(order.saledate) + ORDER_APPROVAL_HOURS * 3_600_000).toISOString(), t('date-locale'));
  const busy = approve.isPending || reject.isPending;

  const sendRejection = () => {
    if (!reason.trim()) return setReasonError(translateMessage(MSG.orderRejectReasonRequired));
    setReasonError(undefined);
    notify.outcome(() => reject.mutateAsync({ orderId: order.saleid, reason }));
  };

  return (
    <section aria-labelledby="order-approval-title" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm sm:p-5">
      <h3 id="order-approval-title" className="flex items-center gap-2 font-semibold text-stone-900">
        <Hourglass aria-hidden="true" className="size-4 text-amber-700" />
        {t(owner ? 'approval.owner-title' : 'approval.title')}
      </h3>
      <p className="mt-1 text-stone-700">{t(owner ? 'approval.owner-text' : 'approval.text', { name: order.placed_by, until })}</p>
      {owner && !rejecting && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => notify.outcome(() => approve.mutateAsync(order.saleid))}>
            {t('approval.approve')}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setRejecting(true)}>
            {t('approval.reject')}
          </Button>
        </div>
      )}
      {owner && rejecting && (
        <div className="mt-4 flex flex-col gap-3">
          <FieldShell id="reject-reason" label={t('approval.reason')} error={reasonError}>
            <textarea
              id="reject-reason"
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'reject-reason-error' : undefined}
              onChange={(e) => setReason(e.target.value)}
              className={`${inputClass} h-auto bg-white py-2`}
            />
          </FieldShell>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={busy} onClick={sendRejection}>
              {t('approval.confirm-reject')}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setRejecting(false)}>
              {t('approval.keep')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
