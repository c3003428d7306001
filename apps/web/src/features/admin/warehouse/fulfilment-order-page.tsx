/**
 * One order as the warehouse prepares it: where it goes and whom to call, what to pick (code, product, colour,
 * size and quantity in its unit), the trip, and the one next move (confirmed first: it mails the distributor;
 * the move to «Entrega en Camino» asks for the carrier and the guide number). «Imprimir» prints the picking
 * sheet alone, with its pre-sale lines marked and a warning when the order's transfer receipt was rejected.
 * No price anywhere.
 */
import { SALE_STATUS_LABELS, type SaleStatus } from '@store/contracts/constants';
import type { FulfilmentOrder } from '@store/contracts/warehouse';
import { ArrowRight, Phone, Printer, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PreSaleBadge } from '../../../components/ui/pre-sale-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useParams } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import adminWarehouseMessages from '../../../locales/admin-warehouse.ts';
import { adminPaths } from '../admin-paths.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastResult } from '../components/toast-result.ts';
import { moveBody, type Trip, type TripErrors, TripFields } from '../components/trip-fields.tsx';
import { useFulfilmentOrder } from './api/get-fulfilment-order.ts';
import { useMoveFulfilment } from './api/move-fulfilment.ts';

export default function FulfilmentOrderPage() {
  const { t } = useTranslation(adminWarehouseMessages);
  const { id } = useParams();
  const orderId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const query = useFulfilmentOrder(orderId);
  const words = useSellingWords();
  return (
    <QueryState query={query}>
      {({ order }) => (
        <>
          <PageHeader
            back={{ to: adminPaths.fulfilment, label: t('order.back') }}
            title={
              <span className="flex flex-wrap items-center gap-3">
                {t('order.title', { id: order.saleid })}
                <OrderStatusBadge status={order.status} size="md" />
              </span>
            }
            description={[t('order.placed', { date: formatDateTime(order.saledate) }), words.totals(order.lines)].join(' · ')}
            actions={<NextMove order={order} />}
          />
          {/* the picking sheet: what «Imprimir» prints, alone (index.css) */}
          <div data-print-sheet className="flex flex-col gap-4">
            <div className="hidden print:block">
              <p className="text-xl font-bold">{t('order.print-title', { id: order.saleid })}</p>
              <p className="text-sm">
                {order.ship.companyName} · {t('order.placed', { date: formatDateTime(order.saledate) })} ·{' '}
                {t('order.printed', { date: formatDateTime(new Date()) })}
              </p>
            </div>
            {order.receiptRejected && (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-lg border-2 border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('order.receipt-rejected')}
              </p>
            )}
            {/* on a phone what to pick comes right after where it goes; the trip, known later, after both */}
            <div className="grid gap-4 sm:grid-cols-2">
              <ShipTo ship={order.ship} />
              <TripPanel order={order} className="max-sm:order-last" />
              <Panel title={t('order.lines')} className="sm:col-span-2">
                <PickingList lines={order.lines} />
              </Panel>
            </div>
          </div>
        </>
      )}
    </QueryState>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

function ShipTo({ ship }: { ship: FulfilmentOrder['ship'] }) {
  const { t } = useTranslation(adminWarehouseMessages);
  return (
    <Panel title={t('order.ship-to')}>
      <dl className="flex flex-col gap-2">
        <Item label={t('order.company')}>{ship.companyName}</Item>
        {ship.branch && <Item label={t('order.branch')}>{ship.branch}</Item>}
        <Item label={t('order.contact')}>{ship.contact}</Item>
        <Item label={t('order.phone')}>
          <a href={`tel:${ship.phone}`} className="inline-flex items-center gap-1 text-brand-700 tabular-nums hover:underline">
            <Phone className="size-4 print:hidden" aria-hidden="true" />
            {ship.phone}
          </a>
        </Item>
        <Item label={t('order.address')}>{ship.address}</Item>
        {ship.reference && <Item label={t('order.reference')}>{ship.reference}</Item>}
        {ship.parish && <Item label={t('order.parish')}>{ship.parish}</Item>}
        <Item label={t('order.city')}>{ship.city}</Item>
        <Item label={t('order.province')}>{ship.province}</Item>
      </dl>
    </Panel>
  );
}

function TripPanel({ order, className }: { order: FulfilmentOrder; className?: string }) {
  const { t } = useTranslation(adminWarehouseMessages);
  const known = Boolean(order.carrier || order.trackingNumber);
  return (
    <Panel title={t('order.trip')} className={className}>
      <dl className="flex flex-col gap-2">
        <Item label={t('order.carrier')}>{order.carrier || t('order.not-yet')}</Item>
        <Item label={t('order.tracking-number')}>
          <span className="tabular-nums">{order.trackingNumber || t('order.not-yet')}</span>
        </Item>
      </dl>
      {!known && (order.status === 'APPROVED' || order.status === 'TO_DELIVER') && (
        <p className="mt-3 text-xs text-stone-500 print:hidden">{t('order.trip-later', { label: SALE_STATUS_LABELS.DELIVERING })}</p>
      )}
    </Panel>
  );
}

function PickingList({ lines }: { lines: FulfilmentOrder['lines'] }) {
  const { t } = useTranslation(adminWarehouseMessages);
  const words = useSellingWords();
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase';
  return (
    <>
      <div className="-mx-4 overflow-x-auto sm:-mx-5">
        <table className="min-w-full divide-y divide-stone-200 text-sm">
          <caption className="sr-only">{t('order.lines-caption')}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className={`${th} hidden w-10 pl-4 print:table-cell`}>
                {t('order.col.picked')}
              </th>
              <th scope="col" className={`${th} pl-4 sm:pl-5`}>
                {t('order.col.product')}
              </th>
              <th scope="col" className={`${th} hidden sm:table-cell`}>
                {t('order.col.size')}
              </th>
              <th scope="col" className={`${th} pr-4 text-right sm:pr-5`}>
                {t('order.col.quantity')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.map((l) => {
              const { boxes, units } = words.quantity(l);
              return (
                <tr key={`${l.code}-${l.sizeName ?? ''}`} className="break-inside-avoid">
                  <td className="hidden py-3 pl-4 align-top print:table-cell">
                    <span aria-hidden="true" className="block size-5 rounded border-2 border-stone-500" />
                  </td>
                  <td className="py-3 pr-3 pl-4 align-top sm:pl-5">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-sm font-semibold text-stone-900">{l.code}</span>
                      {l.preventa && <PreSaleBadge size="sm" />}
                    </p>
                    <p className="font-medium text-stone-900">{l.productName}</p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-stone-600">
                      <span>{l.brandName}</span>
                      <span className="inline-flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className="size-3 rounded-full ring-1 ring-stone-300 print:[print-color-adjust:exact]"
                          style={{ backgroundColor: l.colorHex }}
                        />
                        <span>
                          <span className="sr-only">{t('order.col.color')}: </span>
                          {l.colorName}
                        </span>
                      </span>
                      {l.sizeName && (
                        <span className="font-semibold text-stone-900 sm:hidden">{t('order.size', { size: l.sizeName })}</span>
                      )}
                    </p>
                  </td>
                  <td className="hidden px-3 py-3 align-top text-base font-semibold text-stone-900 tabular-nums sm:table-cell">
                    {l.sizeName ?? t('order.no-size')}
                  </td>
                  <td className="py-3 pr-4 pl-3 text-right align-top tabular-nums sm:pr-5">
                    <p className="text-base font-bold whitespace-nowrap text-stone-900">{boxes ?? units}</p>
                    {boxes && (
                      <p className="text-xs whitespace-nowrap text-stone-600">
                        {words.boxOf(l.unit, l.unitsPerQuantity)} · {units}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 border-t border-stone-200 pt-3 text-right text-sm font-semibold text-stone-900">
        {t('order.lines-total', { units: words.totals(lines) })}
      </p>
    </>
  );
}

/** «Imprimir» and the one move the warehouse makes next, confirmed first. */
function NextMove({ order }: { order: FulfilmentOrder }) {
  const { t } = useTranslation(adminWarehouseMessages);
  const mutation = useMoveFulfilment(order.saleid);
  const [open, setOpen] = useState(false);
  // the target outlives the dialog's closing, so its text does not change while it fades out
  const [asking, setAsking] = useState<SaleStatus | null>(null);
  const [trip, setTrip] = useState<Trip>({ carrier: '', trackingNumber: '' });
  const [errors, setErrors] = useState<TripErrors>({});
  const next = order.next;
  const ask = (status: SaleStatus) => {
    setAsking(status);
    setTrip({ carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' });
    setErrors({});
    setOpen(true);
  };
  const confirm = () => {
    if (!asking) return;
    const move = moveBody(asking, trip);
    if ('errors' in move) {
      setErrors(move.errors);
      return;
    }
    mutation.mutate(
      move.body,
      toastResult(() => setOpen(false)),
    );
  };
  return (
    <>
      <Button variant="outline" onClick={() => window.print()} className="print:hidden">
        <Printer className="size-4" aria-hidden="true" />
        {t('order.print')}
      </Button>
      {next ? (
        <Button onClick={() => ask(next)} disabled={mutation.isPending} className="print:hidden">
          {mutation.isPending ? <Spinner className="size-4" /> : <ArrowRight className="size-4" aria-hidden="true" />}
          {t('order.move-to', { label: SALE_STATUS_LABELS[next] })}
        </Button>
      ) : (
        <p className="self-center text-sm text-stone-600">{t('order.final')}</p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('order.move-title', { id: order.saleid, label: asking ? SALE_STATUS_LABELS[asking] : '' })}
        description={t('order.move-text')}
        confirmLabel={t('order.move-confirm')}
        pending={mutation.isPending}
        onConfirm={confirm}
      >
        {asking === 'DELIVERING' && <TripFields trip={trip} errors={errors} onChange={setTrip} />}
      </ConfirmDialog>
    </>
  );
}
