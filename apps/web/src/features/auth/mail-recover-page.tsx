/** The "forgot password" page (/mailrecover): asks for the e-mail and says the same whether or not an account has it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { resetSendBody } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../components/form/form-message.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { translateMessage } from '../../lib/messages.ts';
import { Link } from '../../lib/router.tsx';
import { notify } from '../../lib/toast.ts';
import accountMessages from '../../locales/account.ts';
import authMessages from '../../locales/auth.ts';
import { useSendResetEmail } from './api/send-reset-email.ts';
import { FormCard } from './components/form-card.tsx';

export function MailRecoverPage() {
  const { t } = useTranslation(authMessages);
  const { t: tf } = useTranslation(accountMessages);
  const send = useSendResetEmail();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(resetSendBody), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { msg } = await send.mutateAsync(body);
      notify.success(msg);
      setSent(msg);
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <section className="px-4 py-10 sm:py-16">
      <FormCard
        icon={sent ? <MailCheck className="size-6" /> : <KeyRound className="size-6" />}
        title={t('recover.title')}
        description={sent ? undefined : t('recover.intro')}
        footer={
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('recover.to-login')}
          </Link>
        }
      >
        {sent ? (
          <div role="status" className="flex flex-col gap-4 text-center">
            <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-stone-800">{translateMessage(sent)}</p>
            <button type="button" onClick={() => setSent(null)} className={buttonClass('outline', 'md', 'self-center')}>
              {t('recover.again')}
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <TextField
              id="recover-email"
              type="email"
              label={tf('fields.email')}
              autoComplete="email"
              error={fieldMessage(errors.email)}
              {...form.register('email')}
            />
            <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
              {send.isPending && <Spinner className="size-5 text-white" />}
              {send.isPending ? t('common:loading') : t('recover.submit')}
            </button>
          </form>
        )}
      </FormCard>
    </section>
  );
}
