/**
 * «Personas» of «Mi empresa» (docs/product.md §28): who signs in for the company, with their role and order limit, and
 * the invitations nobody accepted yet. The owner («Titular») invites, changes and removes; the others only read.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CompanyPerson, type InviteBody, inviteBody, type PersonUpdateBody, personUpdateBody } from '@store/contracts/company';
import { COMPANY_ROLES, type CompanyRole } from '@store/contracts/constants';
import { formatCents } from '@store/contracts/pricing';
import { MailPlus, Pencil, UserMinus, Users, X } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { fieldMessage } from '../../../components/form/form-message.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import accountMessages from '../../../locales/account.ts';
import { useCancelInvitation, useInvitePerson, usePeople, useRemovePerson, useUpdatePerson } from '../api/company-people.ts';
import { LoadError, SectionCard } from './section-card.tsx';

/** The limit field's text as the schema's dollars: empty is no limit; a comma is a decimal point. */
const dollars = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(String(v).replace(',', '.')));

export function PeopleSection({ owner }: { owner: boolean }) {
  const { t } = useTranslation(accountMessages);
  const people = usePeople();
  const cancel = useCancelInvitation();
  const remove = useRemovePerson();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CompanyPerson | null>(null);
  const roleName = (role: CompanyRole) => t(`company.roles.${role}`);

  return (
    <SectionCard
      id="people-title"
      icon={<Users className="size-5" />}
      title={t('company.people')}
      intro={t(owner ? 'company.people-intro-owner' : 'company.people-intro')}
      action={
        owner && (
          <Button onClick={() => setInviting(true)}>
            <MailPlus aria-hidden="true" className="size-4" />
            {t('company.invite')}
          </Button>
        )
      }
    >
      {people.isPending ? (
        <Spinner />
      ) : people.isError ? (
        <LoadError message={t('company.load-error')} retry={t('profile.retry')} onRetry={() => people.refetch()} />
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
            {people.data.people.map((p) => (
              <li key={p.userid} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {p.name} {p.lastname}
                    {!p.active && (
                      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">
                        {t('company.removed')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm [overflow-wrap:anywhere] text-stone-600">{p.email}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                      {roleName(p.company_role)}
                    </span>
                    {p.company_role === 'BUYER' && (
                      <span className="text-stone-600">
                        {p.order_limit_cents === null
                          ? t('company.no-limit')
                          : t('company.limit', { amount: formatCents(p.order_limit_cents) })}
                      </span>
                    )}
                  </p>
                </div>
                {owner && p.active && (
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(p)}
                      aria-label={t('company.edit-label', { name: `${p.name} ${p.lastname}` })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('company.edit')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={remove.isPending}
                      aria-label={t('company.remove-label', { name: `${p.name} ${p.lastname}` })}
                      onClick={() =>
                        window.confirm(t('company.remove-confirm', { name: `${p.name} ${p.lastname}` })) &&
                        notify.outcome(() => remove.mutateAsync(p.userid))
                      }
                    >
                      <UserMinus aria-hidden="true" className="size-4" />
                      {t('company.remove')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {people.data.invitations.length > 0 && (
            <>
              <h3 className="mt-6 mb-2 font-semibold text-stone-900">{t('company.invitations')}</h3>
              <ul className="divide-y divide-stone-200 rounded-xl border border-dashed border-stone-300">
                {people.data.invitations.map((i) => (
                  <li key={i.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0 text-sm">
                      <p className="font-medium text-stone-900">
                        {i.name} {i.lastname} · {roleName(i.company_role)}
                      </p>
                      <p className="[overflow-wrap:anywhere] text-stone-600">{i.email}</p>
                      <p className={i.expired ? 'text-amber-700' : 'text-stone-500'}>
                        {i.expired ? t('company.invitation-expired') : t('company.invitation-waiting')}
                      </p>
                    </div>
                    {owner && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={cancel.isPending}
                        aria-label={t('company.cancel-label', { email: i.email })}
                        onClick={() => notify.outcome(() => cancel.mutateAsync(i.id))}
                      >
                        <X aria-hidden="true" className="size-4" />
                        {t('company.cancel-invitation')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {editing && <EditDialog person={editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}

/** The role, and the limit a «Comprador» may have (the limit field shows for that role only). */
function RoleAndLimit<T extends { company_role: CompanyRole; order_limit?: number | null }>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
}) {
  const { t } = useTranslation(accountMessages);
  // the two fields every form of this section has, whatever else it holds
  const f = form as unknown as UseFormReturn<{ company_role: CompanyRole; order_limit?: number | null }>;
  const errors = f.formState.errors as FieldErrors<{ company_role: CompanyRole; order_limit?: number | null }>;
  const role = f.watch('company_role');
  return (
    <>
      <SelectField
        id={`${idPrefix}-role`}
        label={t('company.role')}
        error={fieldMessage(errors.company_role)}
        {...f.register('company_role')}
      >
        {COMPANY_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`company.roles.${r}`)} — {t(`company.role-hints.${r}`)}
          </option>
        ))}
      </SelectField>
      {role === 'BUYER' && (
        <TextField
          id={`${idPrefix}-limit`}
          label={t('company.limit-field')}
          hint={t('company.limit-hint')}
          inputMode="decimal"
          error={fieldMessage(errors.order_limit)}
          {...f.register('order_limit', { setValueAs: dollars })}
        />
      )}
    </>
  );
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(accountMessages);
  const invite = useInvitePerson();
  // raw: the form sends what it holds (dollars); the server makes the cents
  const form = useForm<InviteBody>({
    resolver: zodResolver(inviteBody, undefined, { raw: true }),
    defaultValues: { email: '', name: '', lastname: '', company_role: 'BUYER', order_limit: null },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      notify.success((await invite.mutateAsync(body)).msg, 8000);
      onClose();
    } catch (error) {
      notify.error(error);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !invite.isPending && onClose()}
      title={t('company.invite-title')}
      description={t('company.invite-intro')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          id="invite-email"
          type="email"
          label={t('fields.email')}
          autoComplete="off"
          error={fieldMessage(errors.email)}
          {...form.register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="invite-name" label={t('fields.name')} error={fieldMessage(errors.name)} {...form.register('name')} />
          <TextField
            id="invite-lastname"
            label={t('fields.lastname')}
            error={fieldMessage(errors.lastname)}
            {...form.register('lastname')}
          />
        </div>
        <RoleAndLimit form={form} idPrefix="invite" />
        <DialogButtons pending={invite.isPending} onClose={onClose} submit={t('company.send-invitation')} />
      </form>
    </Dialog>
  );
}

function EditDialog({ person, onClose }: { person: CompanyPerson; onClose: () => void }) {
  const { t } = useTranslation(accountMessages);
  const update = useUpdatePerson();
  const form = useForm<PersonUpdateBody>({
    resolver: zodResolver(personUpdateBody, undefined, { raw: true }),
    defaultValues: {
      company_role: person.company_role,
      order_limit: person.order_limit_cents === null ? null : person.order_limit_cents / 100,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      notify.success((await update.mutateAsync({ id: person.userid, body })).msg);
      onClose();
    } catch (error) {
      notify.error(error);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title={t('company.edit-title', { name: `${person.name} ${person.lastname}` })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <RoleAndLimit form={form} idPrefix="person" />
        <DialogButtons pending={update.isPending} onClose={onClose} submit={t('company.save')} />
      </form>
    </Dialog>
  );
}

function DialogButtons({ pending, onClose, submit }: { pending: boolean; onClose: () => void; submit: string }) {
  const { t } = useTranslation(accountMessages);
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClose} disabled={pending}>
        {t('company.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t('common:loading') : submit}
      </Button>
    </div>
  );
}
