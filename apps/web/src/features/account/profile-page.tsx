/**
 * The distributor's profile page (/user): their data, editable but for ci and e-mail, the change of password,
 * their credit and their stock alerts; a member of the staff sees its name, role and the change of password. Reads and saves through ./api; the shared form parts are in components/form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody, profileUpdateBody } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { isStaff, STAFF_ROLE_LABELS, type StaffRole } from '@store/contracts/staff-roles';
import type { UserProfile } from '@store/contracts/user';
import { Building2, ChevronRight, KeyRound, Users } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../components/form/form-message.ts';
import { LocationFields } from '../../components/form/location-fields.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { notify } from '../../lib/toast.ts';
import accountMessages from '../../locales/account.ts';
import { useChangePassword } from './api/change-password.ts';
import { useMyInfo } from './api/get-my-info.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { CreditCard } from './components/credit-card.tsx';
import { MyAlerts } from './components/my-alerts.tsx';

export function ProfilePage() {
  const { t } = useTranslation(accountMessages);
  const info = useMyInfo();

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('profile.title')}</h1>
        <p className="text-stone-600">{t('profile.intro')}</p>
      </header>
      {info.isPending ? (
        <PageSpinner />
      ) : info.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-700">
          <p>{t('profile.load-error')}</p>
          <Button variant="outline" className="mt-4" onClick={() => info.refetch()}>
            {t('profile.retry')}
          </Button>
        </div>
      ) : isStaff(info.data.role) ? (
        // a member of the staff has no company, credit nor alerts here: its name, its role and its password
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <StaffCard user={info.data} role={info.data.role} />
          <ChangePasswordForm />
        </div>
      ) : (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <ProfileForm user={info.data} />
            <div className="flex flex-col gap-6">
              <ChangePasswordForm />
              <CreditCard />
            </div>
          </div>
          <CompanyLink />
          <MyAlerts />
        </>
      )}
    </section>
  );
}

/** «Mi empresa» (docs/product.md §28): the company's people and branches have their own page. */
function CompanyLink() {
  const { t } = useTranslation(accountMessages);
  return (
    <Link
      to={paths.company}
      className="mt-6 flex items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm hover:border-brand-300"
    >
      <span className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Users className="size-5" />
        </span>
        <span>
          <span className="block text-lg font-semibold text-stone-900">{t('company.title')}</span>
          <span className="block text-sm text-stone-600">{t('company.link-hint')}</span>
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-stone-400" />
    </Link>
  );
}

function StaffCard({ user, role }: { user: UserProfile; role: StaffRole }) {
  const { t } = useTranslation(accountMessages);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm lg:col-span-2">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Building2 className="size-5 text-brand-700" aria-hidden="true" />
        {t('profile.staff-title')}
      </h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-500">{t('profile.staff-name')}</dt>
          <dd className="font-medium text-stone-900">{`${user.name} ${user.lastname}`}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('profile.staff-email')}</dt>
          <dd className="font-medium [overflow-wrap:anywhere] text-stone-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('profile.staff-role')}</dt>
          <dd className="font-medium text-stone-900">{STAFF_ROLE_LABELS[role]}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-600">{t('profile.staff-hint')}</p>
      <Link to={paths.admin} className="mt-4 inline-flex font-semibold text-brand-700 hover:underline">
        {t('profile.staff-open')}
      </Link>
    </div>
  );
}

/** What the form may change: everything but the account's identity (ci, e-mail) and its role and status. */
const editable = ({ company_name, name, lastname, phone, phone2, address, province, city, base_phone }: UserProfile) => ({
  company_name,
  name,
  lastname,
  phone,
  phone2,
  address,
  province,
  city,
  base_phone,
});

function ProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation(accountMessages);
  const owner = user.company_role === 'OWNER';
  const update = useUpdateProfile();
  const defaultValues = editable(user);
  const form = useForm({ resolver: zodResolver(profileUpdateBody), defaultValues, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const province = form.watch('province');
  const field = (name: Exclude<keyof typeof defaultValues, 'province' | 'city'>) => ({
    ...form.register(name),
    error: fieldMessage(errors[name]),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { msg, user: saved } = await update.mutateAsync(body);
      notify.success(msg);
      form.reset(editable(saved));
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <FormCard
      id="profile-data-title"
      title={t('profile.data-title')}
      icon={<Building2 className="size-5" />}
      iconClass="bg-brand-50 text-brand-700"
      className="lg:col-span-2"
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-ci"
          label={t('fields.ci')}
          value={user.ci}
          readOnly
          className="read-only:bg-stone-100 read-only:text-stone-700"
          hint={t('profile.read-only')}
        />
        <TextField
          id="profile-email"
          label={t('fields.email')}
          value={user.email}
          readOnly
          className="read-only:bg-stone-100 read-only:text-stone-700"
          hint={t('profile.read-only')}
        />
        {owner && (
          <div className="sm:col-span-2">
            <TextField
              id="profile-company"
              label={t('fields.company_name')}
              autoComplete="organization"
              maxLength={100}
              {...field('company_name')}
            />
          </div>
        )}
        <TextField id="profile-name" label={t('fields.name')} autoComplete="given-name" {...field('name')} />
        <TextField id="profile-lastname" label={t('fields.lastname')} autoComplete="family-name" {...field('lastname')} />
        {owner ? (
          <>
            <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
              <TextField id="profile-phone" type="tel" label={t('fields.phone')} autoComplete="tel" {...field('phone')} />
              <TextField id="profile-phone2" type="tel" label={`${t('fields.phone2')} ${t('fields.optional')}`} {...field('phone2')} />
              <TextField
                id="profile-base-phone"
                type="tel"
                label={`${t('fields.base_phone')} ${t('fields.optional')}`}
                {...field('base_phone')}
              />
            </div>
            <LocationFields
              idPrefix="profile"
              province={province}
              provinceField={form.register('province', { onChange: () => form.setValue('city', '') })}
              cityField={form.register('city')}
              provinceError={fieldMessage(errors.province)}
              cityError={fieldMessage(errors.city)}
            />
            <div className="sm:col-span-2">
              <TextField id="profile-address" label={t('fields.address')} autoComplete="street-address" {...field('address')} />
            </div>
          </>
        ) : (
          <>
            <TextField id="profile-phone" type="tel" label={t('fields.phone')} autoComplete="tel" {...field('phone')} />
            {/* the company's data are its owner's to change (docs/product.md §28): shown, and sent back as they are */}
            <dl className="grid gap-3 rounded-xl bg-stone-50 p-4 text-sm sm:col-span-2 sm:grid-cols-2">
              <div>
                <dt className="text-stone-500">{t('fields.company_name')}</dt>
                <dd className="font-medium text-stone-900">{user.company_name}</dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('fields.address')}</dt>
                <dd className="font-medium text-stone-900">{`${user.address}, ${user.city}, ${user.province}`}</dd>
              </div>
              <p className="text-stone-600 sm:col-span-2">{t('profile.company-owner-only')}</p>
            </dl>
          </>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-end gap-3">
        <Button variant="outline" disabled={!isDirty || update.isPending} onClick={() => form.reset(defaultValues)}>
          {t('profile.discard')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common:loading') : t('profile.save')}
        </Button>
      </div>
    </FormCard>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation(accountMessages);
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { msg } = await change.mutateAsync(body);
      notify.success(msg);
      form.reset();
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <FormCard
      id="profile-password-title"
      title={t('password.title')}
      icon={<KeyRound className="size-5" />}
      iconClass="bg-accent-400/20 text-accent-600"
      onSubmit={onSubmit}
    >
      <div className="flex flex-col gap-4">
        <PasswordField
          id="profile-current-password"
          label={t('password.current')}
          autoComplete="current-password"
          error={fieldMessage(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
        <PasswordField
          id="profile-new-password"
          label={t('password.new')}
          autoComplete="new-password"
          error={fieldMessage(errors.newPassword)}
          {...form.register('newPassword')}
        />
        <p className="text-xs text-stone-500">{t('password.hint')}</p>
        <Button type="submit" disabled={change.isPending} className="w-full">
          {change.isPending ? t('common:loading') : t('password.submit')}
        </Button>
      </div>
    </FormCard>
  );
}

interface FormCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  iconClass: string;
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** One block of the profile page: a titled card holding its own form. */
function FormCard({ id, title, icon, iconClass, className = '', onSubmit, children }: FormCardProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={id}
      className={`rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}
    >
      <div className="mb-6 flex items-center gap-3">
        <span aria-hidden="true" className={`inline-flex size-10 items-center justify-center rounded-full ${iconClass}`}>
          {icon}
        </span>
        <h2 id={id} className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
      </div>
      {children}
    </form>
  );
}
