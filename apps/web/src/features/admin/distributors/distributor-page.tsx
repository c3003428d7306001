/**
 * One distributor: their data and registration documents, their orders in numbers, the price group they buy in,
 * their payment terms, and approving, rejecting, disabling or enabling the account with a reason.
 */

import type { DistributorTarget } from '@store/contracts/admin-distributors';
import { DISTRIBUTOR_MOVES, distributorStatusBody } from '@store/contracts/admin-distributors';
import { joinAddress } from '@store/contracts/delivery';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { formatCents } from '@store/contracts/pricing';
import { AlertTriangle, CheckCircle2, FileText, Mail, Phone, ShoppingBag, UserCheck, UserX, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { download } from '../../../lib/files.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams } from '../../../lib/router.tsx';
import { formatDate } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { useDistributor } from '../api/get-distributor.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ReasonField } from '../components/reason-field.tsx';
import { RecordHistory } from '../components/record-history.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useChangeDistributorStatus } from './api/change-distributor-status.ts';
import { CreditTermsPanel } from './credit-terms-panel.tsx';
import { STATUS_TONES } from './format.ts';
import { PriceGroupPanel } from './price-group-panel.tsx';

type Action = 'approve' | 'reject' | 'disable' | 'enable';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-stone-500 sm:w-32">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

const kb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default function DistributorPage() {
  const { t } = useTranslation(adminDistributorsMessages);
  const id = Number(useParams().id) || 0;
  const query = useDistributor(id);
  const change = useChangeDistributorStatus(id);
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [opening, setOpening] = useState<number | null>(null);
  const reasonId = useId();
  // Ventas reads the documents but not the price groups nor changes the credit terms: what a role lacks is not shown.
  const can = useCan();

  const open = (next: Action) => {
    setReason('');
    setReasonError(undefined);
    setAction(next);
  };

  const target: Record<Action, DistributorTarget> = { approve: 'APPROVED', reject: 'REJECTED', disable: 'DISABLED', enable: 'APPROVED' };

  const confirm = () => {
    if (!action) return;
    // The contracts' rule for the reason (required to reject, at most REASON_MAX characters), as the server checks it.
    const parsed = distributorStatusBody.safeParse({ status: target[action], reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    change.mutate(
      parsed.data,
      toastResult(() => setAction(null)),
    );
  };

  const viewPdf = async (documentId: number) => {
    setOpening(documentId);
    try {
      // A registration PDF is a file, not JSON: fetched with the session's token, opened in a new tab.
      await download(adminEndpoints.distributors.document, { params: { id, documentId }, open: true });
    } catch (error) {
      notify.error(error);
    } finally {
      setOpening(null);
    }
  };

  return (
    <QueryState query={query}>
      {({ distributor: d, documents, branches, orders }) => {
        const moves = DISTRIBUTOR_MOVES[d.status];
        const actions: Action[] = [];
        if (moves.includes('APPROVED')) actions.push(d.status === 'DISABLED' ? 'enable' : 'approve');
        if (moves.includes('REJECTED')) actions.push('reject');
        if (moves.includes('DISABLED')) actions.push('disable');
        const icons: Record<Action, ReactNode> = {
          approve: <CheckCircle2 className="size-4" aria-hidden="true" />,
          enable: <UserCheck className="size-4" aria-hidden="true" />,
          reject: <XCircle className="size-4" aria-hidden="true" />,
          disable: <UserX className="size-4" aria-hidden="true" />,
        };
        const variants = { approve: 'primary', enable: 'primary', reject: 'danger', disable: 'outline' } as const;
        const needsReason = action === 'reject' || action === 'disable';

        return (
          <div>
            <PageHeader
              back={{ to: adminPaths.distributors, label: t('detail.back') }}
              title={d.companyName}
              description={
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone={STATUS_TONES[d.status]}>{t(`status.${d.status}`)}</Badge>
                  <span>{t('detail.registered-on', { date: formatDate(d.createdAt, true) })}</span>
                </span>
              }
              actions={actions.map((a) => (
                <Button key={a} variant={variants[a]} onClick={() => open(a)} disabled={change.isPending}>
                  {icons[a]}
                  {t(`detail.${a}`)}
                </Button>
              ))}
            />

            {d.status === 'PENDING' && (
              <p className="mb-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('detail.pending-notice')}
              </p>
            )}
            {d.statusReason && (d.status === 'REJECTED' || d.status === 'DISABLED') && (
              <div className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
                <p className="font-semibold">{t(`detail.reason-${d.status}`)}</p>
                <p className="mt-1 whitespace-pre-line">{d.statusReason}</p>
              </div>
            )}

            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title={t('detail.company')}>
                <dl className="flex flex-col gap-3">
                  <Item label={t('detail.company')}>{d.companyName}</Item>
                  <Item label={t('detail.ci')}>
                    <span className="tabular-nums">{d.ci}</span>
                  </Item>
                  <Item label={t('detail.address')}>{d.address}</Item>
                  <Item label={t('detail.city')}>
                    {d.city}, {d.province}
                  </Item>
                </dl>
              </Panel>

              <Panel title={t('detail.contact')}>
                <dl className="flex flex-col gap-3">
                  <Item label={t('detail.name')}>
                    {d.name} {d.lastname}
                  </Item>
                  <Item label={t('detail.email')}>
                    <a href={`mailto:${d.email}`} className="break-all text-brand-700 hover:underline">
                      <Mail className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
                      {d.email}
                    </a>
                  </Item>
                  <Item label={t('detail.phone')}>
                    <a href={`tel:${d.phone}`} className="inline-flex items-center gap-1 text-brand-700 tabular-nums hover:underline">
                      <Phone className="size-4" aria-hidden="true" />
                      {d.phone}
                    </a>
                  </Item>
                  {d.phone2 && <Item label={t('detail.phone2')}>{d.phone2}</Item>}
                  {d.basePhone && (
                    <Item label={t('detail.base-phone')}>
                      <span className="tabular-nums">{d.basePhone}</span>
                    </Item>
                  )}
                </dl>
              </Panel>

              <Panel title={t('detail.branches')}>
                {branches.length === 0 ? (
                  <p className="text-sm text-stone-600">{t('detail.no-branches')}</p>
                ) : (
                  <ul className="flex flex-col gap-3 text-sm">
                    {branches.map((b) => (
                      <li key={b.branchid}>
                        <p className="font-medium text-stone-900">
                          {b.name}
                          {b.main && <span className="ml-2 text-xs font-semibold text-brand-700">{t('detail.main-branch')}</span>}
                        </p>
                        <p className="text-stone-700">{joinAddress(b.street, b.parish, b.canton, b.province)}</p>
                        <p className="text-stone-500">
                          {b.contact} · <span className="tabular-nums">{b.phone}</span>
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>

              <Panel title={t('detail.documents')}>
                <p className="-mt-2 mb-3 text-sm text-stone-500">{t('detail.documents-hint')}</p>
                {documents.length === 0 ? (
                  <p className="text-sm text-stone-600">{t('detail.no-documents')}</p>
                ) : (
                  <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
                    {documents.map((doc) => (
                      <li key={doc.documentid} className="flex flex-wrap items-center gap-3 px-3 py-3">
                        <FileText className="size-6 shrink-0 text-red-600" aria-hidden="true" />
                        <div className="min-w-0 flex-1">
                          <p className="truncate text-sm font-medium text-stone-900">{doc.filename}</p>
                          <p className="text-xs text-stone-500">
                            {kb(doc.bytes)} · {t('detail.uploaded', { date: formatDate(doc.createdAt) })}
                          </p>
                        </div>
                        {can('documents') && (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => viewPdf(doc.documentid)}
                            disabled={opening === doc.documentid}
                            aria-label={t('detail.view-pdf-of', { name: doc.filename })}
                          >
                            {opening === doc.documentid ? t('detail.opening') : t('detail.view-pdf')}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>

              <Panel title={t('detail.orders')}>
                <dl className="grid grid-cols-3 gap-2 sm:gap-3">
                  <div className="rounded-lg bg-stone-50 p-3">
                    <dt className="text-xs text-stone-500">{t('detail.orders-count')}</dt>
                    <dd className="text-lg font-bold text-stone-900 tabular-nums sm:text-xl">{orders.count}</dd>
                  </div>
                  <div className="rounded-lg bg-stone-50 p-3">
                    <dt className="text-xs text-stone-500">{t('detail.orders-total')}</dt>
                    <dd className="text-lg font-bold text-stone-900 tabular-nums sm:text-xl">{formatCents(orders.totalCents)}</dd>
                  </div>
                  <div className="rounded-lg bg-stone-50 p-3">
                    <dt className="text-xs text-stone-500">{t('detail.orders-canceled')}</dt>
                    <dd className="text-lg font-bold text-stone-900 tabular-nums sm:text-xl">{orders.canceled}</dd>
                  </div>
                </dl>
                {can('orders') && (
                  <Link
                    to={`${adminPaths.orders}?distributor=${d.userid}`}
                    className={buttonClass('outline', 'md', 'mt-4 w-full sm:w-auto')}
                  >
                    <ShoppingBag className="size-4" aria-hidden="true" />
                    {t('detail.orders-link')}
                  </Link>
                )}
              </Panel>

              {can('prices') && <PriceGroupPanel userid={d.userid} groupid={d.groupid} />}
              <CreditTermsPanel userid={d.userid} editable={can('credit')} />
              <RecordHistory entity="distributor" entityId={d.userid} className="lg:col-span-2" />
            </div>

            <p className="mt-4 text-xs text-stone-500">{t('detail.updated-on', { date: formatDate(d.updatedAt, true) })}</p>

            <ConfirmDialog
              open={action !== null}
              onOpenChange={(o) => !o && setAction(null)}
              title={action ? t(`detail.${action}-title`, { company: d.companyName }) : ''}
              description={action ? t(`detail.${action}-description`) : undefined}
              confirmLabel={action ? t(`detail.${action}`) : ''}
              variant={action === 'reject' ? 'danger' : action === 'disable' ? 'danger' : 'primary'}
              pending={change.isPending}
              onConfirm={confirm}
            >
              {needsReason && (
                <ReasonField
                  id={reasonId}
                  label={action === 'reject' ? t('detail.reject-reason') : t('detail.disable-reason')}
                  hint={action === 'reject' ? t('detail.reject-reason-hint') : undefined}
                  error={reasonError}
                  required={action === 'reject'}
                  value={reason}
                  onChange={(value) => {
                    setReason(value);
                    if (value.trim()) setReasonError(undefined);
                  }}
                />
              )}
            </ConfirmDialog>
          </div>
        );
      }}
    </QueryState>
  );
}
