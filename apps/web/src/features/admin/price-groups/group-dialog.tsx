/** The dialog that creates a price group or renames one, and marks it the group new distributors join. */
import { zodResolver } from '@hookform/resolvers/zod';
import { type PriceGroupBody, type PriceGroupRow, priceGroupBody } from '@store/contracts/price-lists';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminPriceGroupsMessages from '../../../locales/admin-price-groups.ts';
import { DialogActions } from '../components/dialog-actions.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useSavePriceGroup } from './api/save-price-group.ts';

export function GroupDialog({
  editing,
  open,
  onOpenChange,
}: {
  editing: PriceGroupRow | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(adminPriceGroupsMessages);
  const save = useSavePriceGroup();
  const form = useForm<PriceGroupBody>({
    resolver: zodResolver(priceGroupBody, undefined, { raw: true }) as never,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(editing ? { name: editing.name, isDefault: editing.isDefault } : { name: '', isDefault: false });
  }, [open, editing, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: editing?.groupid, body: { name: values.name.trim(), isDefault: Boolean(values.isDefault) } },
      toastResult(() => onOpenChange(false)),
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('group-dialog.edit-title', { name: editing.name }) : t('group-dialog.create-title')}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          id="group-name"
          label={t('group-dialog.name')}
          hint={t('group-dialog.name-hint')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-3 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              aria-describedby="group-default-hint"
              {...form.register('isDefault')}
            />
            {t('group-dialog.default')}
          </label>
          <p id="group-default-hint" className="pl-8 text-xs text-stone-500">
            {t('group-dialog.default-hint')}
          </p>
        </div>
        <DialogActions pending={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
