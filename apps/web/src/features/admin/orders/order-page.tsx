/**
 * One order in the back office: the buyer as the order was placed, its lines and totals, its history, and
 * moving it along the order flow (each move confirmed first, since it mails the distributor).
 */
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { SALE_STATUS_LABELS, type SaleStatus, VAT_RATE } from '@store/contracts/constants';
import { formatCents } from '@store/contracts/pricing';
import { ArrowRight, Ban, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderStatusBadge, orderStatusDot } from '../../../components/order-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PreSaleBadge } from '../../../components/ui/pre-sale-badge.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { QuantityLabel, UnitPrice } from '../../../components/ui/quantity-label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import { adminPaths } from '../admin-paths.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useAdminOrder, useMoveOrder } from './api.ts';

function Actions({ order }: { order: AdminOrderDetail }) {
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

function Lines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const words = useSellingWords();
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase';
  const wide = 'hidden sm:table-cell';
  return (
    <div className="-mx-4 overflow-x-auto sm:-mx-5">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('detail.lines-caption')}</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={`${th} pl-4 sm:pl-5`}>
              {t('detail.col.product')}
            </th>
            <th scope="col" className={`${th} ${wide} text-right`}>
              {t('detail.col.quantity')}
            </th>
            <th scope="col" className={`${th} ${wide} text-right`}>
              {t('detail.col.price')}
            </th>
            <th scope="col" className={`${th} ${wide} text-right`}>
              {t('detail.col.discount')}
            </th>
            <th scope="col" className={`${th} pr-4 text-right sm:pr-5`}>
              {t('detail.col.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {order.lines.map((l) => (
            <tr key={l.saledetailid}>
              <td className="py-3 pr-3 pl-4 sm:pl-5">
                <div className="flex items-start gap-3">
                  <ProductImage
                    src={l.thumbnail}
                    alt=""
                    loading="lazy"
                    className="size-14 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain"
                  />
                  <div className="min-w-0">
                    <Link to={adminPaths.product(l.productId)} className="font-medium text-stone-900 hover:text-brand-700 hover:underline">
                      {l.productName}
                    </Link>
                    {l.preventa && (
                      <span className="ml-2 align-middle">
                        <PreSaleBadge size="sm" />
                      </span>
                    )}
                    <p className="text-xs text-stone-500">
                      {l.brandName} · <span className="font-mono">{l.code}</span>
                    </p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-stone-700">
                      <span className="inline-flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className="size-2.5 rounded-full ring-1 ring-stone-300"
                          style={{ backgroundColor: l.colorHex }}
                        />
                        <span>
                          <span className="sr-only">{t('detail.col.color')}: </span>
                          {l.colorName}
                        </span>
                      </span>
                      {l.sizeName && <span>{t('detail.size', { size: l.sizeName })}</span>}
                    </p>
                    <p className="mt-1 text-xs text-stone-600 tabular-nums sm:hidden">
                      {words.quantityText(adminSellingLine(l))} × {formatCents(l.priceCents)} {words.each(l.unit)}
                      {l.discount ? ` (−${l.discount}%)` : ''}
                    </p>
                  </div>
                </div>
              </td>
              <td className={`${wide} px-3 py-3 text-right tabular-nums`}>
                <QuantityLabel line={adminSellingLine(l)} className="whitespace-nowrap" />
              </td>
              <td className={`${wide} px-3 py-3 text-right`}>
                <UnitPrice
                  priceCents={l.priceCents}
                  unit={l.unit}
                  boxUnits={l.stockType === 'BOXES' ? l.unitsPerQuantity : undefined}
                  className="items-end"
                />
              </td>
              <td className={`${wide} px-3 py-3 text-right tabular-nums`}>{l.discount ? `−${l.discount}%` : '—'}</td>
              <td className="py-3 pr-4 pl-3 text-right align-top font-semibold whitespace-nowrap tabular-nums sm:pr-5 sm:align-middle">
                {formatCents(l.lineTotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const row = (label: ReactNode, value: string, className = '') => (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  const { totals } = order;
  return (
    <dl className="ml-auto flex w-full max-w-sm flex-col gap-1.5 text-sm text-stone-700">
      {row(t('detail.gross'), formatCents(totals.grossCents))}
      {order.discountValue > 0 &&
        row(
          t('detail.discount-code', { code: order.discountCode ?? '', percent: order.discountValue }),
          `−${formatCents(totals.discountCents)}`,
          'text-emerald-700',
        )}
      {row(t('detail.subtotal'), formatCents(totals.subtotalCents), 'border-t border-stone-200 pt-1.5')}
      {row(t('detail.vat', { rate: Math.round(VAT_RATE * 100) }), formatCents(totals.vatCents))}
      {row(t('detail.total'), formatCents(totals.totalCents), 'border-t border-stone-200 pt-2 text-lg font-bold text-stone-900')}
    </dl>
  );
}

function Distributor({ d }: { d: AdminOrderDetail['distributor'] }) {
  const { t } = useTranslation('admin-orders');
  const phones = [
    [t('detail.phone'), d.phone],
    [t('detail.phone2'), d.phone2],
    [t('detail.base-phone'), d.basePhone],
  ].filter(([, v]) => v);
  return (
    <Panel title={t('detail.distributor')}>
      <p className="-mt-3 mb-3 text-xs text-stone-500">{t('detail.distributor-snapshot')}</p>
      <p className="text-base font-semibold text-stone-900">{d.companyName}</p>
      <dl className="mt-3 flex flex-col gap-2.5 text-sm">
        <div className="flex gap-2">
          <UserRound className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div>
            <dt className="sr-only">{t('detail.contact-name')}</dt>
            <dd className="text-stone-800">
              {d.name} {d.lastname}
            </dd>
            <dd className="text-xs text-stone-500">
              {t('detail.ci')}: {d.ci}
            </dd>
          </div>
        </div>
        <div className="flex gap-2">
          <Mail className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="sr-only">{t('detail.email')}</dt>
            <dd>
              <a href={`mailto:${d.email}`} className="break-all text-brand-700 hover:underline">
                {d.email}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-2">
          <Phone className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div className="flex flex-col gap-0.5">
            {phones.map(([label, value]) => (
              <div key={label}>
                <dt className="inline text-stone-500">{label}: </dt>
                <dd className="inline">
                  <a href={`tel:${value.replace(/\s/g, '')}`} className="text-brand-700 hover:underline">
                    {value}
                  </a>
                </dd>
              </div>
            ))}
          </div>
        </div>
        <div className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div>
            <dt className="sr-only">{t('detail.address')}</dt>
            <dd className="text-stone-800">{d.address}</dd>
            <dd className="text-stone-600">
              {d.city}, {d.province}
            </dd>
          </div>
        </div>
      </dl>
      <Link
        to={adminPaths.distributor(d.userid)}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {t('detail.view-distributor')} <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Panel>
  );
}

function History({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Panel title={t('detail.history')}>
      <ol aria-label={t('detail.history')} className="relative flex flex-col gap-4 border-l-2 border-stone-200 pl-5">
        {order.history.map((h) => (
          <li key={`${h.status}-${h.changedAt}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1 -left-[27px] size-3 rounded-full ring-4 ring-white ${orderStatusDot(h.status)}`}
            />
            <p className="font-semibold text-stone-900">{SALE_STATUS_LABELS[h.status]}</p>
            <p className="text-sm text-stone-600">
              <time dateTime={h.changedAt}>{formatDateTime(h.changedAt)}</time>
            </p>
            <p className="text-xs text-stone-500">
              {h.by ? t('detail.by', { name: h.by.name ? `${h.by.name} (${h.by.email})` : h.by.email }) : t('detail.by-unknown')}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export default function OrderPage() {
  const { t } = useTranslation('admin-orders');
  const { id } = useParams();
  const saleId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const query = useAdminOrder(saleId);
  const back = { to: adminPaths.orders, label: t('detail.back') };
  return (
    <QueryState query={query}>
      {({ order }) => (
        <>
          <PageHeader
            back={back}
            title={
              <span className="flex flex-wrap items-center gap-3">
                {t('detail.title', { id: order.saleid })}
                <OrderStatusBadge status={order.status} size="md" />
              </span>
            }
            description={`${t('detail.placed', { date: formatDateTime(order.saledate) })} · ${t('units', { count: order.items })} · ${formatCents(order.totals.totalCents)}`}
            actions={<Actions order={order} />}
          />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <div className="flex min-w-0 flex-col gap-4">
              <Panel title={t('detail.lines')}>
                <Lines order={order} />
                <div className="mt-4 border-t border-stone-200 pt-4">
                  <h3 className="sr-only">{t('detail.totals')}</h3>
                  <Totals order={order} />
                </div>
              </Panel>
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <Distributor d={order.distributor} />
              <History order={order} />
            </div>
          </div>
        </>
      )}
    </QueryState>
  );
}
