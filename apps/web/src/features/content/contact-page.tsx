/**
 * The contact page (/contact): the store's addresses and hours beside a form that sends a message to the
 * store, checked with the contracts' schema; the server's answer or refusal shows as a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactBody } from '@store/contracts';
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { fieldMessage } from '../../components/form/form-message.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { FieldShell, inputClass, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pageTitle, usePageHead } from '../../lib/ssr.ts';
import { OFFICE_ADDRESSES, STORE_EMAIL, STORE_PHONE } from '../../lib/store-info.ts';
import { notify } from '../../lib/toast.ts';
import contentMessages from '../../locales/content.ts';
import { useSendContact } from './api/send-contact.ts';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const { t } = useTranslation(contentMessages);
  const { t: tc } = useTranslation();
  usePageHead({ title: pageTitle(t('contact.title')), description: tc('meta.contact-description') });
  const send = useSendContact();
  const form = useForm({ resolver: zodResolver(contactBody), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors } = form.formState;
  const messageError = fieldMessage(errors.message);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { msg } = await send.mutateAsync(body);
      notify.success(msg);
      form.reset(EMPTY);
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-10 flex flex-col gap-2 text-center">
        <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{t('contact.kicker')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('contact.title')}</h1>
        <p className="mx-auto max-w-2xl text-stone-600">{t('contact.intro')}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="contact-form-title"
          className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold text-stone-900">
            {t('contact.form-title')}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="contact-name"
              label={t('contact.name')}
              autoComplete="name"
              error={fieldMessage(errors.name)}
              {...form.register('name')}
            />
            <TextField
              id="contact-email"
              type="email"
              label={t('contact.email')}
              autoComplete="email"
              error={fieldMessage(errors.email)}
              {...form.register('email')}
            />
          </div>
          <TextField id="contact-subject" label={t('contact.subject')} error={fieldMessage(errors.subject)} {...form.register('subject')} />
          <FieldShell id="contact-message" label={t('contact.message')} error={messageError}>
            <textarea
              id="contact-message"
              rows={6}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? 'contact-message-error' : undefined}
              className={`${inputClass.replace('h-11', '')} min-h-36 resize-y py-2.5`}
              {...form.register('message')}
            />
          </FieldShell>
          <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-end')}>
            {send.isPending ? <Spinner className="size-5 text-white" /> : <Send className="size-5" aria-hidden="true" />}
            {send.isPending ? t('common:loading') : t('contact.submit')}
          </button>
        </form>

        <aside aria-label={t('contact.info-title')} className="flex flex-col gap-4 lg:col-span-2">
          <InfoCard icon={<MapPin className="size-5" />} title={t('contact.office-cuenca')}>
            {OFFICE_ADDRESSES.cuenca}
          </InfoCard>
          <InfoCard icon={<MapPin className="size-5" />} title={t('contact.office-quito')}>
            {OFFICE_ADDRESSES.quito}
          </InfoCard>
          <InfoCard icon={<Phone className="size-5" />} title={t('contact.phone')}>
            <a href={`tel:${STORE_PHONE.replace(/\s/g, '')}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {STORE_PHONE}
            </a>
          </InfoCard>
          <InfoCard icon={<Mail className="size-5" />} title={t('contact.mail')}>
            <a href={`mailto:${STORE_EMAIL}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {STORE_EMAIL}
            </a>
          </InfoCard>
          <InfoCard icon={<Clock className="size-5" />} title={t('contact.hours-title')}>
            {t('contact.hours')}
          </InfoCard>
        </aside>
      </div>
    </section>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="flex flex-col gap-1 text-sm text-stone-700">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <div>{children}</div>
      </div>
    </div>
  );
}
