/**
 * The dialog that creates a discount code or changes one: its code, percent, window (typed as days on the
 * store's clock) and whether it is on.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DiscountCodeBody, type DiscountCodeRow, discountCodeBody } from '@store/contracts/admin-distributors';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminMessages from '../../../locales/admin.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { toastResult } from '../components/toast-result.ts';
import { useSaveDiscountCode } from './api/save-discount-code.ts';
import { dayOf, keepOrDay } from './code-days.ts';

/** A code's body as it is saved now, changed by `patch`. */
export const bodyOf = (c: DiscountCodeRow, patch: Partial<DiscountCodeBody> = {}): DiscountCodeBody => ({
  code: c.code,
  percent: c.percent,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  active: c.active,
  ...patch,
});

export function CodeDialog({
  editing,
  open,
  onOpenChange,
}: {
  editing: DiscountCodeRow | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(adminDistributorsMessages);
  const { t: ta } = useTranslation(adminMessages);
  const save = useSaveDiscountCode();
  const form = useForm<DiscountCodeBody>({
    // raw: the submit gets the days as typed (the server turns them into instants the same way)
    resolver: zodResolver(discountCodeBody, undefined, { raw: true }) as never,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      editing
        ? { ...bodyOf(editing), startsAt: dayOf(editing.startsAt), endsAt: dayOf(editing.endsAt) }
        : { code: '', percent: undefined as unknown as number, startsAt: '', endsAt: '', active: true },
    );
  }, [open, editing, form]);

  const submit = form.handleSubmit((values) => {
    save.mutate(
      {
        id: editing?.discountcodeid,
        body: {
          ...values,
          code: values.code.trim().toUpperCase(),
          startsAt: keepOrDay(values.startsAt, editing?.startsAt),
          endsAt: keepOrDay(values.endsAt, editing?.endsAt),
        },
      },
      toastResult(() => onOpenChange(false)),
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('codes.edit-title', { code: editing.code }) : t('codes.create-title')}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          id="code-code"
          label={t('codes.code')}
          hint={t('codes.code-hint')}
          autoCapitalize="characters"
          autoComplete="off"
          className="uppercase"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField
          id="code-percent"
          label={t('codes.percent-label')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          error={errors.percent?.message}
          {...form.register('percent', { valueAsNumber: true })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="code-starts"
            label={t('codes.starts-at')}
            type="date"
            error={errors.startsAt?.message}
            {...form.register('startsAt')}
          />
          <TextField id="code-ends" label={t('codes.ends-at')} type="date" error={errors.endsAt?.message} {...form.register('endsAt')} />
        </div>
        <p className="-mt-2 text-xs text-stone-500">{t('codes.dates-hint')}</p>
        <label className="flex items-center gap-3 text-sm font-medium text-stone-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('active')} />
          {t('codes.active-label')}
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {ta('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? ta('saving') : ta('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
