/**
 * Moving an order along the order flow from its page: a button per next status and one to cancel, each move
 * confirmed first, since it mails the distributor and cannot be undone.
 */
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';
import { ArrowRight, Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import { notify } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useMoveOrder } from './api.ts';

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const words = useSellingWords();
  const mutation = useMoveOrder(order.saleid);
  // Every move mails the distributor and none can be undone: each one is confirmed first. The target
  // outlives the dialog's closing so its text does not change while it fades out.
  const [asking, setAsking] = useState<SaleStatus | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (status: SaleStatus) => {
    setAsking(status);
    setOpen(true);
  };
  const moveTo = (status: SaleStatus) => {
    mutation.mutate(status, {
      onSuccess: (data) => {
        notify.success(data.msg);
        setOpen(false);
      },
      onError: (error) => notify.error(error),
    });
  };
  const forward = order.next.filter((s) => s !== 'CANCELED');
  const canCancel = order.next.includes('CANCELED');
  if (!order.next.length) return <p className="text-sm text-stone-600">{t('detail.final')}</p>;
  const canceling = asking === 'CANCELED';
  return (
    <>
      {forward.map((s) => (
        <Button key={s} onClick={() => ask(s)} disabled={mutation.isPending}>
          {mutation.isPending && asking === s ? <Spinner className="size-4" /> : <ArrowRight className="size-4" aria-hidden="true" />}
          {t('detail.move-to', { label: SALE_STATUS_LABELS[s] })}
        </Button>
      ))}
      {canCancel && (
        <Button variant="danger" onClick={() => ask('CANCELED')} disabled={mutation.isPending}>
          <Ban className="size-4" aria-hidden="true" />
          {t('detail.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={
          canceling
            ? t('detail.cancel-title', { id: order.saleid })
            : t('detail.move-title', { id: order.saleid, label: asking ? SALE_STATUS_LABELS[asking] : '' })
        }
        description={
          canceling ? t('detail.cancel-text', { units: words.totals(order.lines.map(adminSellingLine)) }) : t('detail.move-text')
        }
        confirmLabel={canceling ? t('detail.cancel-confirm') : t('detail.move-confirm')}
        variant={canceling ? 'danger' : 'primary'}
        pending={mutation.isPending}
        onConfirm={() => asking && moveTo(asking)}
      />
    </>
  );
}
