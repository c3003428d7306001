/** The page of the e-mailed reset link (/passwordreset?userid=…&token=…): a new password, typed twice, then to login. */
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, password, resetPasswordBody } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { LockKeyhole } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../components/form/form-message.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { session } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import authMessages from '../../locales/auth.ts';
import { useResetPassword } from './api/reset-password.ts';
import { FormCard } from './components/form-card.tsx';

const resetForm = resetPasswordBody
  .pick({ password: true })
  .extend({ confirmPassword: password(MSG.confirmRequired, MSG.resetPasswordMin) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordsMatch });

export function PasswordResetPage() {
  const { t } = useTranslation(authMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetForm), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const userid = params.get('userid') ?? '';
  const token = params.get('token') ?? '';

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { msg } = await reset.mutateAsync({ userid, token, password });
      notify.success(msg);
      session.clear();
      navigate(paths.login);
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <section className="px-4 py-10 sm:py-16">
      <FormCard
        icon={<LockKeyhole className="size-6" />}
        title={t('reset.title')}
        description={t('reset.intro')}
        footer={
          <Link to={paths.mailRecover} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('reset.new-link')}
          </Link>
        }
      >
        {(!userid || !token) && (
          <p role="status" className="mb-5 rounded-xl border border-accent-400 bg-amber-50 px-4 py-3 text-sm text-stone-800">
            {t('reset.missing-link')}
          </p>
        )}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <PasswordField
            id="reset-password"
            label={t('reset.password')}
            autoComplete="new-password"
            error={fieldMessage(errors.password)}
            {...form.register('password')}
          />
          <PasswordField
            id="reset-confirm"
            label={t('reset.confirm')}
            autoComplete="new-password"
            error={fieldMessage(errors.confirmPassword)}
            {...form.register('confirmPassword')}
          />
          <button type="submit" disabled={reset.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
            {reset.isPending ? t('common:loading') : t('reset.submit')}
          </button>
        </form>
      </FormCard>
    </section>
  );
}
