/**
 * Moving an order along the order flow from its page: a button per next status and one to cancel, each move
 * confirmed first, since it mails the distributor and cannot be undone; the move to «Entrega en Camino» asks
 * for the carrier and the guide number, a cancel for its reason (the distributor reads it in the e-mail).
 * And the order's «Nota de pedido» in PDF.
 */
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { ArrowRight, Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { download } from '../../../lib/files.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { adminSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import { notify } from '../../../lib/toast.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ReasonField } from '../components/reason-field.tsx';
import { moveBody, type Trip, type TripErrors, TripFields } from '../components/trip-fields.tsx';
import { useMoveOrder } from './api/move-order.ts';

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(adminOrdersMessages);
  const words = useSellingWords();
  const mutation = useMoveOrder(order.saleid);
  // Every move mails the distributor and none can be undone: each one is confirmed first. The target
  // outlives the dialog's closing so its text does not change while it fades out.
  const [asking, setAsking] = useState<SaleStatus | null>(null);
  const [open, setOpen] = useState(false);
  const [trip, setTrip] = useState<Trip>({ carrier: '', trackingNumber: '' });
  const [tripErrors, setTripErrors] = useState<TripErrors>({});
  const [reason, setReason] = useState('');
  const ask = (status: SaleStatus) => {
    setAsking(status);
    setTrip({ carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' });
    setReason('');
    setTripErrors({});
    setOpen(true);
  };
  const moveTo = (status: SaleStatus) => {
    const move = moveBody(status, trip, reason);
    if ('errors' in move) {
      setTripErrors(move.errors);
      return;
    }
    mutation.mutate(move.body, {
      onSuccess: (data) => {
        notify.success(data.msg);
        setOpen(false);
      },
      onError: (error) => notify.error(error),
    });
  };
  const forward = order.next.filter((s) => s !== 'CANCELED');
  const canCancel = order.next.includes('CANCELED');
  const pdf = <PdfButton orderId={order.saleid} />;
  if (!order.next.length)
    return (
      <>
        {pdf}
        <p className="text-sm text-stone-600">{t('detail.final')}</p>
      </>
    );
  const canceling = asking === 'CANCELED';
  return (
    <>
      {pdf}
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
      >
        {asking === 'DELIVERING' && <TripFields trip={trip} errors={tripErrors} onChange={setTrip} />}
        {canceling && (
          <ReasonField
            id="cancel-reason"
            label={t('detail.cancel-reason')}
            hint={t('detail.cancel-reason-hint')}
            value={reason}
            onChange={setReason}
            error={tripErrors.reason}
            rows={3}
            required
          />
        )}
      </ConfirmDialog>
    </>
  );
}

/** «Descargar PDF»: the order's «Nota de pedido», the same one its distributor downloads. */
function PdfButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation(adminOrdersMessages);
  return (
    <DownloadButton onDownload={() => download(adminEndpoints.orders.pdf, { params: { id: orderId } })}>
      {t('detail.download-pdf')}
    </DownloadButton>
  );
}
