/** The dialog that adds a bank account or changes one: bank, type, number, holder, RUC and whether distributors see it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { BANK_ACCOUNT_TYPE_LABELS, BANK_ACCOUNT_TYPES } from '@store/contracts/constants';
import { type AdminBankAccount, type BankAccountBody, bankAccountBody } from '@store/contracts/payments';
import { STORE_PROFILE } from '@store/contracts/store-profile';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminPaymentsMessages from '../../../locales/admin-payments.ts';
import { DialogActions } from '../components/dialog-actions.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useSaveBankAccount } from './api/save-bank-account.ts';

/** An account's body as it is saved now, changed by `patch`. */
export const bodyOf = (a: AdminBankAccount, patch: Partial<BankAccountBody> = {}): BankAccountBody => ({
  bank: a.bank,
  accountType: a.accountType,
  number: a.number,
  holder: a.holder,
  ruc: a.ruc,
  active: a.active,
  ...patch,
});

/** A new account starts as the store's own: its legal name and RUC. */
const blank: BankAccountBody = {
  bank: '',
  accountType: 'CORRIENTE',
  number: '',
  holder: STORE_PROFILE.legalName,
  ruc: STORE_PROFILE.ruc,
  active: true,
};

export function AccountDialog({
  editing,
  open,
  onOpenChange,
}: {
  editing: AdminBankAccount | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(adminPaymentsMessages);
  const save = useSaveBankAccount();
  const form = useForm<BankAccountBody>({
    resolver: zodResolver(bankAccountBody, undefined, { raw: true }) as never,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(editing ? bodyOf(editing) : blank);
  }, [open, editing, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: editing?.bankaccountid, body: values },
      toastResult(() => onOpenChange(false)),
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('accounts.edit-title', { bank: editing.bank }) : t('accounts.create-title')}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          id="account-bank"
          label={t('accounts.bank')}
          autoComplete="off"
          error={errors.bank?.message}
          {...form.register('bank')}
        />
        <SelectField id="account-type" label={t('accounts.type')} error={errors.accountType?.message} {...form.register('accountType')}>
          {BANK_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {BANK_ACCOUNT_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="account-number"
          label={t('accounts.number')}
          hint={t('accounts.number-hint')}
          inputMode="numeric"
          autoComplete="off"
          className="font-mono"
          error={errors.number?.message}
          {...form.register('number')}
        />
        <TextField
          id="account-holder"
          label={t('accounts.holder')}
          autoComplete="off"
          error={errors.holder?.message}
          {...form.register('holder')}
        />
        <TextField
          id="account-ruc"
          label={t('accounts.ruc')}
          inputMode="numeric"
          maxLength={13}
          autoComplete="off"
          className="font-mono"
          error={errors.ruc?.message}
          {...form.register('ruc')}
        />
        <label className="flex items-center gap-3 text-sm font-medium text-stone-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('active')} />
          {t('accounts.active-label')}
        </label>
        <DialogActions pending={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
