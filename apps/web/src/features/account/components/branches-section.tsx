/**
 * «Sucursales» (docs/product.md §27): the distributor's delivery addresses, the main one first, each to edit,
 * delete or make main, and a dialog to add or change one with INEC's provinces, cantons and parishes.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type BranchBody, branchBody, parishesOf } from '@store/contracts/branches';
import { type Branch, joinAddress } from '@store/contracts/delivery';
import { cantonsOf, PROVINCES } from '@store/contracts/locations';
import { MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../../components/form/form-message.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import branchesMessages from '../../../locales/branches.ts';
import { useBranches } from '../api/get-branches.ts';
import { useMakeMainBranch } from '../api/make-main-branch.ts';
import { useRemoveBranch } from '../api/remove-branch.ts';
import { useSaveBranch } from '../api/save-branch.ts';
import { LoadError, SectionCard } from './section-card.tsx';

/** What the form holds: a branch's fields, blank for a new one. */
const formValues = (b?: Branch): BranchBody => ({
  name: b?.name ?? '',
  province: b?.province ?? '',
  canton: b?.canton ?? '',
  parish: b?.parish ?? '',
  street: b?.street ?? '',
  reference: b?.reference ?? '',
  phone: b?.phone ?? '',
  contact: b?.contact ?? '',
});

/** `owner`: the company's owner, who adds, changes and removes branches; the others see them. */
export function BranchesSection({ owner }: { owner: boolean }) {
  const { t } = useTranslation(branchesMessages);
  const branches = useBranches();
  const remove = useRemoveBranch();
  const makeMain = useMakeMainBranch();
  // undefined: closed; null: a new branch; a branch: that one, to change
  const [editing, setEditing] = useState<Branch | null | undefined>(undefined);

  const run = notify.outcome;

  return (
    <SectionCard
      id="branches-title"
      icon={<MapPin className="size-5" />}
      title={t('title')}
      intro={t('intro')}
      action={
        owner && (
          <Button variant="outline" onClick={() => setEditing(null)}>
            {t('add')}
          </Button>
        )
      }
    >
      {branches.isPending ? (
        <Spinner />
      ) : branches.isError ? (
        <LoadError message={t('load-error')} retry={t('retry')} onRetry={() => branches.refetch()} />
      ) : branches.data.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {branches.data.map((b) => (
            <li key={b.branchid} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-stone-900">{b.name}</h3>
                {b.main && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    <Star aria-hidden="true" className="size-3.5" />
                    {t('main')}
                  </span>
                )}
              </div>
              <address className="text-sm text-stone-700 not-italic">
                {b.street}
                <br />
                {joinAddress(b.parish, b.canton, b.province)}
                {b.reference && (
                  <>
                    <br />
                    {t('reference', { reference: b.reference })}
                  </>
                )}
              </address>
              <p className="text-sm text-stone-600">{t('receives', { contact: b.contact, phone: b.phone })}</p>
              {!b.parish && <p className="text-xs text-amber-700">{t('no-parish')}</p>}
              {owner && (
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(b)} aria-label={t('edit-label', { name: b.name })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('edit')}
                  </Button>
                  {!b.main && (
                    <>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={makeMain.isPending}
                        onClick={() => run(() => makeMain.mutateAsync(b.branchid))}
                        aria-label={t('make-main-label', { name: b.name })}
                      >
                        <Star aria-hidden="true" className="size-4" />
                        {t('make-main')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={remove.isPending}
                        onClick={() => window.confirm(t('remove-confirm', { name: b.name })) && run(() => remove.mutateAsync(b.branchid))}
                        aria-label={t('remove-label', { name: b.name })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('remove')}
                      </Button>
                    </>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing !== undefined && <BranchDialog branch={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </SectionCard>
  );
}

function BranchDialog({ branch, onClose }: { branch?: Branch; onClose: () => void }) {
  const { t } = useTranslation(branchesMessages);
  const save = useSaveBranch();
  const form = useForm({ resolver: zodResolver(branchBody), defaultValues: formValues(branch), mode: 'onTouched' });
  const { errors } = form.formState;
  const [province, canton] = form.watch(['province', 'canton']);
  const cantons = cantonsOf(province);
  const parishes = parishesOf(province, canton);
  const field = (name: 'name' | 'street' | 'reference' | 'phone' | 'contact') => ({
    ...form.register(name),
    error: fieldMessage(errors[name]),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      notify.success((await save.mutateAsync({ id: branch?.branchid, body })).msg);
      onClose();
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t(branch ? 'form.edit-title' : 'form.new-title')}
      wide
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField id="branch-name" label={t('form.name')} hint={t('form.name-hint')} maxLength={60} {...field('name')} />
        </div>
        <SelectField
          id="branch-province"
          label={t('form.province')}
          error={fieldMessage(errors.province)}
          {...form.register('province', {
            onChange: () => {
              form.setValue('canton', '');
              form.setValue('parish', '');
            },
          })}
        >
          <option value="">{t('form.choose-province')}</option>
          {PROVINCES.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="branch-canton"
          label={t('form.canton')}
          error={fieldMessage(errors.canton)}
          disabled={cantons.length === 0}
          {...form.register('canton', { onChange: () => form.setValue('parish', '') })}
        >
          <option value="">{cantons.length === 0 ? t('form.choose-province-first') : t('form.choose-canton')}</option>
          {cantons.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="branch-parish"
          label={t('form.parish')}
          error={fieldMessage(errors.parish)}
          disabled={parishes.length === 0}
          {...form.register('parish')}
        >
          <option value="">{parishes.length === 0 ? t('form.choose-canton-first') : t('form.choose-parish')}</option>
          {parishes.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
        <TextField id="branch-phone" type="tel" label={t('form.phone')} autoComplete="tel" {...field('phone')} />
        <div className="sm:col-span-2">
          <TextField
            id="branch-street"
            label={t('form.street')}
            hint={t('form.street-hint')}
            autoComplete="street-address"
            {...field('street')}
          />
        </div>
        <TextField id="branch-reference" label={t('form.reference')} {...field('reference')} />
        <TextField id="branch-contact" label={t('form.contact')} autoComplete="name" {...field('contact')} />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
