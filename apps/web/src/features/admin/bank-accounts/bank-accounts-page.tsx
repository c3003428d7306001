/**
 * «Cuentas bancarias»: the accounts distributors pay into by transfer, in the order they see them. Each is
 * added or changed in a dialog, moved up or down, shown or hidden with its switch, or deleted.
 */
import { BANK_ACCOUNT_TYPE_LABELS } from '@store/contracts/constants';
import type { AdminBankAccount } from '@store/contracts/payments';
import { ArrowDown, ArrowUp, Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminPaymentsMessages from '../../../locales/admin-payments.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Switch } from '../components/media-parts.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { AccountDialog, bodyOf } from './account-dialog.tsx';
import { useDeleteBankAccount } from './api/delete-bank-account.ts';
import { useBankAccounts } from './api/get-bank-accounts.ts';
import { useReorderBankAccounts } from './api/reorder-bank-accounts.ts';
import { useSaveBankAccount } from './api/save-bank-account.ts';

export default function BankAccountsPage() {
  const { t } = useTranslation(adminPaymentsMessages);
  const query = useBankAccounts();
  const save = useSaveBankAccount();
  const reorder = useReorderBankAccounts();
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = useState<AdminBankAccount | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminBankAccount | null>(null);

  const openDialog = (account: AdminBankAccount | null) => {
    setEditing(account);
    setDialogOpen(true);
  };
  const toggle = (a: AdminBankAccount) =>
    save.mutate(
      { id: a.bankaccountid, body: bodyOf(a, { active: !a.active }) },
      { onSuccess: (res) => notify.success(res.msg), onError: (error) => notify.error(error) },
    );
  const move = (accounts: AdminBankAccount[], from: number, to: number) => {
    const ids = accounts.map((a) => a.bankaccountid);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    reorder.mutate(ids, { onError: (error) => notify.error(error) });
  };

  return (
    <div>
      <PageHeader
        title={t('accounts.title')}
        description={t('accounts.description')}
        actions={
          <Button onClick={() => openDialog(null)} className="whitespace-nowrap">
            <Plus className="size-4" aria-hidden="true" />
            {t('accounts.new')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(d) => d.accounts.length === 0} empty={t('accounts.empty')}>
        {({ accounts }) => (
          <ul aria-label={t('accounts.caption')} className="flex flex-col gap-3">
            {accounts.map((a, i) => {
              const what = { bank: a.bank, number: a.number };
              return (
                <li
                  key={a.bankaccountid}
                  className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 ${a.active ? 'border-stone-200' : 'border-dashed border-stone-300 bg-stone-50'}`}
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
                      <Landmark className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-stone-900">{a.bank}</span>
                        <Badge tone="brand">{BANK_ACCOUNT_TYPE_LABELS[a.accountType]}</Badge>
                        {!a.active && <Badge>{t('accounts.hidden')}</Badge>}
                      </p>
                      <p className="mt-1 font-mono text-base font-semibold tracking-wide text-brand-800 tabular-nums">{a.number}</p>
                      <p className="mt-0.5 text-sm text-stone-600">
                        {a.holder} · {t('accounts.ruc-short')} <span className="tabular-nums">{a.ruc}</span>
                      </p>
                    </div>
                  </div>
                  <div className="flex items-center justify-between gap-2 border-t border-stone-100 pt-3 sm:border-0 sm:pt-0">
                    <Switch
                      checked={a.active}
                      label={t('accounts.toggle-of', what)}
                      text={t('accounts.active')}
                      onChange={() => toggle(a)}
                      disabled={save.isPending}
                    />
                    <div className="flex items-center gap-1">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('accounts.up-of', what)}
                        disabled={reorder.isPending || i === 0}
                        onClick={() => move(accounts, i, i - 1)}
                      >
                        <ArrowUp className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('accounts.down-of', what)}
                        disabled={reorder.isPending || i === accounts.length - 1}
                        onClick={() => move(accounts, i, i + 1)}
                      >
                        <ArrowDown className="size-4" aria-hidden="true" />
                      </Button>
                      <RowActions
                        editLabel={t('accounts.edit-of', what)}
                        deleteLabel={t('accounts.delete-of', what)}
                        onEdit={() => openDialog(a)}
                        onDelete={() => setDeleting(a)}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>

      <AccountDialog editing={editing} open={dialogOpen} onOpenChange={setDialogOpen} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? t('accounts.delete-title', { bank: deleting.bank, number: deleting.number }) : ''}
        description={t('accounts.delete-description')}
        confirmLabel={t('accounts.delete')}
        variant="danger"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.bankaccountid, {
            onSuccess: (res) => {
              notify.success(res.msg);
              setDeleting(null);
            },
            onError: (error) => {
              notify.error(error);
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
