/**
 * The login page (/login): e-mail and password; a distributor goes to the store, a member of the staff to the
 * back office (or the back-office page that sent them here). Says why a refused session ended.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { isStaff } from '@store/contracts/staff-roles';
import { useQueryClient } from '@tanstack/react-query';
import { BadgePercent, LogIn, PackageCheck, Truck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../components/form/form-message.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation, useNavigate } from '../../lib/router.tsx';
import { session } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import accountMessages from '../../locales/account.ts';
import authMessages from '../../locales/auth.ts';
import { useLogin } from './api/login.ts';

const TOAST_MS = 5_000;

export function LoginPage() {
  const { t } = useTranslation(authMessages);
  const { t: tf } = useTranslation(accountMessages);
  const login = useLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A back-office page opened without a session comes back here and returns there after login; a session the
  // server refused (a disabled account, an expired session) comes with the server's reason.
  const { from, notice, staff } = (location.state as { from?: string; notice?: string; staff?: boolean } | null) ?? {};
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors } = form.formState;

  useEffect(() => {
    if (!notice) return;
    notify.error(new Error(notice), TOAST_MS);
    // Said once: a reload or coming back to this entry does not say it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: from ? { from } : null });
  }, [notice, from, location.pathname, location.search, navigate]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { user, msg } = await login.mutateAsync(body);
      session.save(user);
      notify.success(msg, TOAST_MS);
      // Prices, the cart and anything fetched as a visitor must be asked for again with the token.
      queryClient.resetQueries();
      // The staff's back office opens each role on its own first page (Bodega: «Por despachar», admin-layout.tsx).
      navigate(!isStaff(user.role) ? paths.store : from?.startsWith(paths.admin) ? from : paths.admin);
    } catch (error) {
      notify.error(error, TOAST_MS);
    }
  });

  return (
    <section className="px-4 py-10 sm:py-14">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm lg:grid-cols-2">
        <aside className="hidden flex-col justify-between gap-8 bg-brand-900 p-10 text-brand-100 lg:flex">
          <div className="flex flex-col gap-3">
            <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{t('login.aside.kicker')}</p>
            <h2 className="text-3xl leading-tight font-bold text-white">{t('login.aside.title')}</h2>
          </div>
          <ul className="flex flex-col gap-5 text-sm">
            <Perk icon={<BadgePercent className="size-5" />} text={t('login.aside.prices')} />
            <Perk icon={<PackageCheck className="size-5" />} text={t('login.aside.orders')} />
            <Perk icon={<Truck className="size-5" />} text={t('login.aside.delivery')} />
          </ul>
        </aside>
        <div className="p-6 sm:p-10">
          <div className="mb-8 flex flex-col gap-2">
            <span
              aria-hidden="true"
              className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            >
              <LogIn className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t('login.title')}</h1>
            {/* the staff (a new member from their invitation, or a back-office page) sign in with a staff account */}
            <p className="text-sm text-stone-600">{staff || from?.startsWith(paths.admin) ? t('login.intro-staff') : t('login.intro')}</p>
          </div>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <TextField
              id="login-email"
              type="email"
              label={tf('fields.email')}
              autoComplete="email"
              error={fieldMessage(errors.email)}
              {...form.register('email')}
            />
            <div className="flex flex-col gap-2">
              <PasswordField
                id="login-password"
                label={tf('fields.password')}
                autoComplete="current-password"
                error={fieldMessage(errors.password)}
                {...form.register('password')}
              />
              <Link to={paths.mailRecover} className="self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
                {t('login.forgot')}
              </Link>
            </div>
            <button type="submit" disabled={login.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
              {login.isPending && <Spinner className="size-5 text-white" />}
              {login.isPending ? t('common:loading') : t('login.submit')}
            </button>
          </form>
          <p className="mt-8 border-t border-stone-200 pt-6 text-center text-sm text-stone-600">
            {t('login.no-account')}{' '}
            <Link to={paths.register} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t('login.to-register')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function Perk({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400">
        {icon}
      </span>
      <span className="pt-1.5">{text}</span>
    </li>
  );
}
