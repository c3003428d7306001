/**
 * The discount codes: the list with each code's state and uses, and the dialog that creates or changes one
 * (its window typed as days on the store's clock); a code no order used may be deleted.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DiscountCodeBody,
  type DiscountCodeRow,
  discountCodeBody,
  storeDayEnd,
  storeDayOf,
  storeDayStart,
} from '@store/contracts/admin-distributors';
import type { DiscountCodeState } from '@store/contracts/order-flow';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formatDate } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Th } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useDeleteDiscountCode, useDiscountCodes, useSaveDiscountCode } from './api.ts';

const STATE_TONES: Record<DiscountCodeState, BadgeTone> = { ACTIVE: 'green', SCHEDULED: 'blue', EXPIRED: 'gray', INACTIVE: 'gray' };

/** a cell: part of the card on a phone, a padded table cell from `md` up */
const cell = 'block md:table-cell md:px-4 md:py-3 md:align-middle';

/**
 * The form works in whole days of the store's calendar (Ecuador), whatever the browser's zone: it sends
 * YYYY-MM-DD and the server reads a start as that day's first instant and an end as its last. A date the
 * administrator did not touch is sent back as the exact instant it had.
 */
const dayOf = (iso: string | null) => (iso ? storeDayOf(iso) : '');
const keepOrDay = (day: string | null | undefined, original: string | null | undefined) =>
  day ? (original && storeDayOf(original) === day ? original : day) : null;

/** A start or end shown as a day when it falls on the day's edge (to the second), with the time otherwise. */
const onEdge = (iso: string, edge: (day: string) => Date) => Math.abs(edge(storeDayOf(iso)).getTime() - Date.parse(iso)) < 1000;
const showStart = (iso: string) => formatDate(iso, !onEdge(iso, storeDayStart));
const showEnd = (iso: string) => formatDate(iso, !onEdge(iso, storeDayEnd));

const bodyOf = (c: DiscountCodeRow, patch: Partial<DiscountCodeBody> = {}): DiscountCodeBody => ({
  code: c.code,
  percent: c.percent,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  active: c.active,
  ...patch,
});

function Switch({ checked, label, onChange, disabled }: { checked: boolean; label: string; onChange: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={onChange}
      disabled={disabled}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none disabled:opacity-50 ${
        checked ? 'bg-brand-600' : 'bg-stone-300'
      }`}
    >
      <span
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}

function CodeDialog({
  editing,
  open,
  onOpenChange,
}: {
  editing: DiscountCodeRow | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('admin-distributors');
  const { t: ta } = useTranslation('admin');
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

export default function DiscountCodesPage() {
  const { t } = useTranslation('admin-distributors');
  const query = useDiscountCodes();
  const save = useSaveDiscountCode();
  const remove = useDeleteDiscountCode();
  const [editing, setEditing] = useState<DiscountCodeRow | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<DiscountCodeRow | null>(null);

  const openDialog = (code: DiscountCodeRow | null) => {
    setEditing(code);
    setDialogOpen(true);
  };

  const toggle = (c: DiscountCodeRow) =>
    save.mutate(
      { id: c.discountcodeid, body: bodyOf(c, { active: !c.active }) },
      { onSuccess: (res) => notify.success(res.msg), onError: (error) => notify.error(error) },
    );

  const validity = (c: DiscountCodeRow) => {
    if (!c.startsAt && !c.endsAt) return <span className="text-stone-500">{t('codes.no-limit')}</span>;
    return (
      <div className="text-xs leading-5 whitespace-nowrap">
        {c.startsAt && <div>{t('codes.from', { date: showStart(c.startsAt) })}</div>}
        {c.endsAt && <div>{t('codes.until', { date: showEnd(c.endsAt) })}</div>}
      </div>
    );
  };

  return (
    <div>
      <PageHeader
        title={t('codes.title')}
        description={t('codes.description')}
        actions={
          <Button onClick={() => openDialog(null)} className="whitespace-nowrap">
            <Plus className="size-4" aria-hidden="true" />
            {t('codes.new')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(d) => d.discountCodes.length === 0} empty={t('codes.empty')}>
        {(data) => (
          // one table; on a phone each row is drawn as a card (code, %, state; window and uses; switch and actions)
          <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
            <table className="block w-full text-left text-sm md:table">
              <caption className="sr-only">{t('codes.caption')}</caption>
              <thead className="hidden md:table-header-group">
                <tr>
                  <Th>{t('codes.code')}</Th>
                  <Th>{t('codes.percent')}</Th>
                  <Th>{t('codes.window')}</Th>
                  <Th>{t('codes.state')}</Th>
                  <Th>{t('codes.active')}</Th>
                  <Th>{t('codes.uses')}</Th>
                  <Th className="text-right">{t('codes.actions')}</Th>
                </tr>
              </thead>
              <tbody className="block space-y-3 md:table-row-group md:space-y-0">
                {data.discountCodes.map((c) => (
                  <tr
                    key={c.discountcodeid}
                    className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0 md:shadow-none md:hover:bg-stone-50"
                  >
                    <td className={`${cell} font-mono text-base font-semibold whitespace-nowrap md:text-sm`}>{c.code}</td>
                    <td className={`${cell} font-semibold text-brand-800 tabular-nums md:text-stone-800`}>
                      <span className="rounded-md bg-brand-50 px-1.5 py-0.5 md:bg-transparent md:p-0">{c.percent}%</span>
                    </td>
                    <td className={`${cell} col-span-2 row-start-2 text-stone-700 md:text-stone-800`}>{validity(c)}</td>
                    <td className={`${cell} col-start-3 row-start-1 justify-self-end`}>
                      <Badge tone={STATE_TONES[c.state]}>{t(`codes.states.${c.state}`)}</Badge>
                    </td>
                    <td className={`${cell} col-span-2 row-start-3`}>
                      <span className="inline-flex items-center gap-2">
                        <Switch
                          checked={c.active}
                          label={t('codes.toggle-of', { code: c.code })}
                          onChange={() => toggle(c)}
                          disabled={save.isPending}
                        />
                        <span aria-hidden="true" className="text-sm text-stone-700 md:hidden">
                          {t('codes.active')}
                        </span>
                      </span>
                    </td>
                    <td
                      className={`${cell} col-start-3 row-start-2 self-start text-right text-xs whitespace-nowrap text-stone-600 tabular-nums md:text-left md:text-sm md:text-stone-800`}
                    >
                      <span className="md:hidden">{t('codes.uses')}: </span>
                      {t('codes.used-times', { count: c.uses })}
                    </td>
                    <td className={`${cell} col-start-3 row-start-3 text-right whitespace-nowrap`}>
                      <div className="inline-flex gap-1">
                        <Button size="sm" variant="ghost" onClick={() => openDialog(c)} aria-label={t('codes.edit-of', { code: c.code })}>
                          <Pencil className="size-4" aria-hidden="true" />
                          <span className="hidden 2xl:inline">{t('codes.edit')}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-red-700 hover:bg-red-50"
                          onClick={() => setDeleting(c)}
                          aria-label={t('codes.delete-of', { code: c.code })}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                          <span className="hidden 2xl:inline">{t('codes.delete')}</span>
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>

      <CodeDialog editing={editing} open={dialogOpen} onOpenChange={setDialogOpen} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? t('codes.delete-title', { code: deleting.code }) : ''}
        description={t('codes.delete-description')}
        confirmLabel={t('codes.delete')}
        variant="danger"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.discountcodeid, {
            onSuccess: (res) => {
              notify.success(res.msg);
              setDeleting(null);
            },
            onError: (error) => {
              notify.error(error, 8000);
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
