/**
 * What the two invitation pages share (the staff's and a company's, /staff-invitation and /company-invitation): the
 * card of a link that opens nothing any more, the spinner while it is asked about, and the password typed twice.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@store/contracts/paths';
import { invitationAcceptBody } from '@store/contracts/staff';
import { AlertTriangle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../../components/form/form-message.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import authMessages from '../../../locales/auth.ts';
import { FormCard } from './form-card.tsx';

export interface PasswordTwice {
  password: string;
  confirmPassword: string;
}

/** A used, cancelled or expired link: the server's reason, and the way to the login. */
export function UnusableInvitation({ title, reason }: { title: string; reason: string }) {
  const { t } = useTranslation(authMessages);
  return (
    <section className="px-4 py-10 sm:py-16">
      <FormCard
        icon={<AlertTriangle className="size-6" />}
        title={title}
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

export function InvitationLoading() {
  const { t } = useTranslation(authMessages);
  return (
    <section role="status" className="flex justify-center px-4 py-24">
      <Spinner className="size-8" />
      <span className="sr-only">{t('common:loading')}</span>
    </section>
  );
}

/** The password the invited person chooses, typed twice; `onAccept` sends it (and says how it went). */
export function AcceptPasswordForm({
  onAccept,
  pending,
  submit,
}: {
  onAccept: (body: PasswordTwice) => Promise<void>;
  pending: boolean;
  submit: string;
}) {
  const { t } = useTranslation(authMessages);
  const form = useForm<PasswordTwice>({
    resolver: zodResolver(invitationAcceptBody),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onAccept)} className="flex flex-col gap-5">
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
      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'w-full')}>
        {pending ? t('common:loading') : submit}
      </button>
    </form>
  );
}

/**
 * What accepting does on both pages: the server's sentence, then the login page. Whoever was signed in on this
 * browser (a distributor testing the store, the company's owner) is not the new person.
 */
export function useAcceptThenLogin(accept: (body: PasswordTwice) => Promise<{ msg: string }>, state?: object) {
  const navigate = useNavigate();
  return async (body: PasswordTwice) => {
    try {
      notify.success((await accept(body)).msg, 8000);
      session.clear();
      navigate(paths.login, state ? { state } : undefined);
    } catch (error) {
      notify.error(error, 8000);
    }
  };
}
