/**
 * The wholesale registration page (/register): the company's data, its location, a password and one to
 * five PDF documents, sent as one multipart form; the account then waits for the store's approval.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { errorResponse, MSG, registerFields } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { CircleCheck, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldMessage } from '../../components/form/form-message.ts';
import { LocationFields } from '../../components/form/location-fields.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { translateMessage } from '../../lib/messages.ts';
import { Link, useNavigate } from '../../lib/router.tsx';
import { notify } from '../../lib/toast.ts';
import accountMessages from '../../locales/account.ts';
import authMessages from '../../locales/auth.ts';
import { useRegister } from './api/register.ts';
import { DocumentPicker } from './components/document-picker.tsx';
import { addDocuments, type DocumentProblem } from './components/documents.ts';
import { FormCard } from './components/form-card.tsx';

/** How long the "pending approval" toast and panel stay before the page goes home. */
export const REGISTERED_TOAST_MS = 10_000;
export const REGISTERED_REDIRECT_MS = 6_000;

const EMPTY = {
  ci: '',
  company_name: '',
  name: '',
  lastname: '',
  email: '',
  province: '',
  city: '',
  address: '',
  phone: '',
  phone2: '',
  base_phone: '',
  password: '',
  confirmPassword: '',
};
type FieldName = keyof typeof EMPTY;

export function RegisterPage() {
  const { t } = useTranslation(authMessages);
  const { t: tf } = useTranslation(accountMessages);
  const register = useRegister();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<DocumentProblem | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(registerFields), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors } = form.formState;
  const province = form.watch('province');
  const field = (name: FieldName) => ({ ...form.register(name), error: fieldMessage(errors[name]) });

  const checkFiles = () => {
    if (files.length === 0) {
      setProblem({ kind: 'filesMin' });
      return false;
    }
    return true;
  };

  const onSubmit = form.handleSubmit(
    async ({ confirmPassword: _confirm, ...fields }) => {
      if (!checkFiles()) return;
      try {
        const { msg } = await register.mutateAsync({ fields, files });
        toast.success(translateMessage(msg), { duration: REGISTERED_TOAST_MS });
        setRegistered(msg);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) {
          toast.error(t('register.failed'));
          return;
        }
        const details = errorResponse.safeParse(error.body).data?.errors ?? [];
        // A taken RUC or e-mail comes without field details: point at the field it is about.
        if (error.message === MSG.ciTaken) details.push({ field: 'ci', msg: error.message });
        if (error.message === MSG.emailTaken) details.push({ field: 'email', msg: error.message });
        for (const d of details)
          if (d.field in EMPTY) form.setError(d.field as FieldPath<typeof EMPTY>, { message: d.msg }, { shouldFocus: true });
        notify.error(error);
      }
    },
    () => {
      checkFiles();
    },
  );

  if (registered) return <Registered message={registered} />;

  return (
    <section className="px-4 py-10 sm:py-14">
      <FormCard
        className="max-w-3xl"
        icon={<UserPlus className="size-6" />}
        title={t('register.title')}
        description={t('register.intro')}
        footer={
          <p>
            {t('register.have-account')}{' '}
            <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t('register.to-login')}
            </Link>
          </p>
        }
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-stone-900">{t('register.sections.company')}</legend>
            <TextField
              id="reg-ci"
              label={tf('fields.ci')}
              hint={tf('fields.ci-hint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={13}
              {...field('ci')}
            />
            <TextField
              id="reg-company"
              label={tf('fields.company_name')}
              autoComplete="organization"
              maxLength={100}
              {...field('company_name')}
            />
            <TextField id="reg-name" label={tf('fields.name')} autoComplete="given-name" {...field('name')} />
            <TextField id="reg-lastname" label={tf('fields.lastname')} autoComplete="family-name" {...field('lastname')} />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-3 text-base font-semibold text-stone-900">{t('register.sections.contact')}</legend>
            <div className="sm:col-span-3">
              <TextField id="reg-email" type="email" label={tf('fields.email')} autoComplete="email" {...field('email')} />
            </div>
            <TextField id="reg-phone" type="tel" label={tf('fields.phone')} autoComplete="tel" {...field('phone')} />
            <TextField
              id="reg-phone2"
              type="tel"
              label={`${tf('fields.phone2')} ${tf('fields.optional')}`}
              autoComplete="off"
              {...field('phone2')}
            />
            <TextField
              id="reg-base-phone"
              type="tel"
              label={`${tf('fields.base_phone')} ${tf('fields.optional')}`}
              autoComplete="off"
              {...field('base_phone')}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-stone-900">{t('register.sections.location')}</legend>
            <LocationFields
              idPrefix="reg"
              province={province}
              provinceField={form.register('province', { onChange: () => form.setValue('city', '') })}
              cityField={form.register('city')}
              provinceError={fieldMessage(errors.province)}
              cityError={fieldMessage(errors.city)}
            />
            <div className="sm:col-span-2">
              <TextField id="reg-address" label={tf('fields.address')} autoComplete="street-address" {...field('address')} />
            </div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-stone-900">{t('register.sections.access')}</legend>
            <PasswordField id="reg-password" label={tf('fields.password')} autoComplete="new-password" {...field('password')} />
            <PasswordField
              id="reg-confirm"
              label={tf('fields.confirmPassword')}
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-base font-semibold text-stone-900">{t('register.sections.documents')}</legend>
            <p className="mb-2 text-sm text-stone-600">{t('register.documents.help')}</p>
            <DocumentPicker
              files={files}
              problem={problem}
              onAdd={(chosen) => {
                const next = addDocuments(files, chosen);
                setFiles(next.files);
                setProblem(next.problem);
              }}
              onRemove={(index) => {
                setFiles(files.filter((_, i) => i !== index));
                setProblem(null);
              }}
            />
          </fieldset>

          <button type="submit" disabled={register.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
            {register.isPending && <Spinner className="size-5 text-white" />}
            {register.isPending ? t('common:loading') : t('register.submit')}
          </button>
        </form>
      </FormCard>
    </section>
  );
}

function Registered({ message }: { message: string }) {
  const { t } = useTranslation(authMessages);
  const navigate = useNavigate();
  useEffect(() => {
    // The form was long: the answer must be seen from its top, not where the submit button was.
    window.scrollTo(0, 0);
    const timer = setTimeout(() => navigate(paths.home), REGISTERED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="px-4 py-10 sm:py-14">
      <FormCard icon={<CircleCheck className="size-6" />} title={t('register.done.title')} className="max-w-lg">
        <div role="status" className="flex flex-col gap-4 text-center">
          <p className="rounded-xl border border-accent-400 bg-amber-50 px-4 py-3 font-medium text-stone-900">
            {translateMessage(message)}
          </p>
          <p className="text-sm text-stone-600">{t('register.done.next')}</p>
          <p className="text-xs text-stone-500">{t('register.done.redirect')}</p>
          <Link to={paths.home} className={buttonClass('primary', 'md', 'self-center')}>
            {t('register.done.home')}
          </Link>
        </div>
      </FormCard>
    </section>
  );
}
