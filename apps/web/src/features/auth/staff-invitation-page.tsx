/**
 * The page of a staff invitation's e-mailed link (/staff-invitation?token=…): who is invited and with which role, and
 * the password they choose, typed twice; then to the login page with the server's sentence. A link that no longer
 * opens anything (used, cancelled, expired) shows the server's reason and no form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@store/contracts/messages';
import { paths } from '@store/contracts/paths';
import { invitationAcceptBody } from '@store/contracts/staff';
import { STAFF_ROLE_LABELS } from '@store/contracts/staff-roles';
import { AlertTriangle, UserRoundCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../components/form/form-message.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { errorMessage, translateMessage } from '../../lib/messages.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { session } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import authMessages from '../../locales/auth.ts';
import { type AcceptInvitationBody, useAcceptInvitation, useStaffInvitation } from './api/staff-invitation.ts';
import { FormCard } from './components/form-card.tsx';

export function StaffInvitationPage() {
  const { t } = useTranslation(authMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useStaffInvitation(token);

  if (!token || invitation.isError) {
    // no token at all reads as the server's own sentence for a link that opens nothing
    const reason = token ? errorMessage(invitation.error) : translateMessage(MSG.invitationInvalid);
    return (
      <section className="px-4 py-10 sm:py-16">
        <FormCard
          icon={<AlertTriangle className="size-6" />}
          title={t('invitation.unusable')}
          footer={
            <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t('invitation.to-login')}
            </Link>
          }
        >
          <p role="alert" className="rounded-xl border border-accent-400 bg-amber-50 px-4 py-3 text-sm text-stone-800">
            {reason}
          </p>
        </FormCard>
      </section>
    );
  }

  if (invitation.isPending) {
    return (
      <section role="status" className="flex justify-center px-4 py-24">
        <Spinner className="size-8" />
        <span className="sr-only">{t('common:loading')}</span>
      </section>
    );
  }
  const { name, email, role } = invitation.data;
  const roleName = t(`invitation.roles.${role}`, { defaultValue: STAFF_ROLE_LABELS[role] });
  return (
    <section className="px-4 py-10 sm:py-16">
      <FormCard
        icon={<UserRoundCheck className="size-6" />}
        title={t('invitation.title', { name, role: roleName })}
        // a long address breaks rather than leaving the card on a phone
        description={<span className="wrap-anywhere">{t('invitation.intro', { email })}</span>}
      >
        <AcceptForm token={token} />
      </FormCard>
    </section>
  );
}

function AcceptForm({ token }: { token: string }) {
  const { t } = useTranslation(authMessages);
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const form = useForm<AcceptInvitationBody>({
    resolver: zodResolver(invitationAcceptBody),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { msg } = await accept.mutateAsync(body);
      notify.success(msg, 8000);
      // whoever was signed in on this browser (a distributor testing the store) is not the new member
      session.clear();
      navigate(paths.login, { state: { staff: true } });
    } catch (error) {
      notify.error(error, 8000);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PasswordField
        id="invitation-password"
        label={t('invitation.password')}
        autoComplete="new-password"
        error={fieldMessage(errors.password)}
        {...form.register('password')}
      />
      <PasswordField
        id="invitation-confirm"
        label={t('invitation.confirm')}
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <button type="submit" disabled={accept.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {accept.isPending ? t('common:loading') : t('invitation.submit')}
      </button>
    </form>
  );
}
