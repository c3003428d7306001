/** «Invitar»: the new member's e-mail, name and role; the server e-mails them the link that opens their account. */
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_INVITATION_HOURS, type StaffInviteBody, staffInviteBody } from '@store/contracts/staff';
import { STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, STAFF_ROLES } from '@store/contracts/staff-roles';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminMessages from '../../../locales/admin.ts';
import adminStaffMessages from '../../../locales/admin-staff.ts';
import { toastResult } from '../components/toast-result.ts';
import { useInviteStaff } from './api/invite-staff.ts';

const empty = { email: '', name: '', lastname: '', role: undefined } as unknown as StaffInviteBody;

export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation(adminStaffMessages);
  const { t: ta } = useTranslation(adminMessages);
  const invite = useInviteStaff();
  // not raw: what is sent is the schema's output (the e-mail trimmed and in lower case), as the server reads it
  const form = useForm<StaffInviteBody>({
    resolver: zodResolver(staffInviteBody) as never,
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  // A refusal (the address has an account or an open invitation) is the server's sentence; the dialog stays open.
  const submit = form.handleSubmit((body) =>
    invite.mutate(
      body,
      toastResult(() => onOpenChange(false)),
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invite.title')}
      description={t('invite.description', { hours: STAFF_INVITATION_HOURS })}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          id="invite-email"
          type="email"
          label={t('invite.email')}
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="invite-name" label={t('invite.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
          <TextField
            id="invite-lastname"
            label={t('invite.lastname')}
            autoComplete="off"
            error={errors.lastname?.message}
            {...form.register('lastname')}
          />
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.role ? 'invite-role-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('invite.role')}</legend>
          {STAFF_ROLES.map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={role} className="mt-0.5 size-5 shrink-0 accent-brand-700" {...form.register('role')} />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold text-stone-900">{STAFF_ROLE_LABELS[role]}</span>
                <span className="text-xs text-stone-600">{STAFF_ROLE_HINTS[role]}</span>
              </span>
            </label>
          ))}
          {errors.role?.message && (
            <p id="invite-role-error" role="alert" className="text-sm text-red-600">
              {errors.role.message}
            </p>
          )}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={invite.isPending}>
            {ta('cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? t('invite.sending') : t('invite.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
