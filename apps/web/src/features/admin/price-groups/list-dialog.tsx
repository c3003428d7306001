/**
 * The dialog that adds a list to a group or changes one: its kind (a percentage off, or prices of its own), the
 * percentage, and its window of store days («Desde», «Hasta», either open).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRICE_LIST_KIND_LABELS,
  PRICE_LIST_KINDS,
  type PriceGroupRow,
  type PriceListBody,
  type PriceListRow,
  type PriceListValues,
  priceListBody,
} from '@store/contracts/price-lists';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminPriceGroupsMessages from '../../../locales/admin-price-groups.ts';
import { DialogActions } from '../components/dialog-actions.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useSavePriceList } from './api/save-price-list.ts';

/** A cleared number box is no percentage (the contracts' rule then names what is missing), not NaN. */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

export function ListDialog({
  group,
  editing,
  open,
  onOpenChange,
}: {
  /** the group the list belongs (or will belong) to */
  group: PriceGroupRow | null;
  editing: PriceListRow | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(adminPriceGroupsMessages);
  const save = useSavePriceList();
  // The form holds what the fields hold; the submit gets the contracts' values (blank days as null).
  const form = useForm<PriceListBody, unknown, PriceListValues>({ resolver: zodResolver(priceListBody), mode: 'onTouched' });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });

  useEffect(() => {
    if (!open) return;
    form.reset(
      editing
        ? { kind: editing.kind, percent: editing.percent, validFrom: editing.validFrom ?? '', validUntil: editing.validUntil ?? '' }
        : { kind: 'PERCENT', percent: null, validFrom: '', validUntil: '' },
    );
  }, [open, editing, form]);

  const submit = form.handleSubmit((values) => {
    if (!group) return;
    save.mutate(
      { groupid: group.groupid, listid: editing?.listid, body: values },
      toastResult(() => onOpenChange(false)),
    );
  });

  const losesPrices = editing?.kind === 'PRICES' && editing.prices > 0 && kind === 'PERCENT';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('list-dialog.edit-title', { group: group?.name }) : t('list-dialog.create-title', { group: group?.name })}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('list-dialog.kind')}</legend>
          {PRICE_LIST_KINDS.map((k) => (
            <label
              key={k}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={k} className="mt-0.5 size-5 shrink-0 accent-brand-700" {...form.register('kind')} />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold text-stone-900">{PRICE_LIST_KIND_LABELS[k]}</span>
                <span className="text-xs text-stone-600">{t(`list-dialog.kind-hint-${k}`)}</span>
              </span>
            </label>
          ))}
          {errors.kind?.message && (
            <p role="alert" className="text-sm text-red-600">
              {errors.kind.message}
            </p>
          )}
        </fieldset>
        {kind === 'PERCENT' && (
          <TextField
            id="list-percent"
            label={t('list-dialog.percent')}
            hint={t('list-dialog.percent-hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            step={1}
            error={errors.percent?.message}
            // a PRICES list has no percentage: the field's value goes when the field does
            {...form.register('percent', { setValueAs: numberOrNull, shouldUnregister: true })}
          />
        )}
        {losesPrices && (
          <p role="note" className="-mt-1 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('list-dialog.loses-prices', { count: editing.prices })}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="list-from"
            label={t('list-dialog.from')}
            type="date"
            error={errors.validFrom?.message}
            {...form.register('validFrom')}
          />
          <TextField
            id="list-until"
            label={t('list-dialog.until')}
            type="date"
            error={errors.validUntil?.message}
            {...form.register('validUntil')}
          />
        </div>
        <p className="-mt-2 text-xs text-stone-500">{t('list-dialog.dates-hint')}</p>
        <DialogActions pending={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
