/** The questions page (/questions): an accordion of the store's frequent questions (payment, delivery, registration). */

import { paths } from '@store/contracts/paths';
import { ChevronDown, CreditCard, Truck, UserPlus } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { pageTitle, usePageHead } from '../../lib/ssr.ts';
import contentMessages from '../../locales/content.ts';

const QUESTIONS = [
  { id: 'distributor', icon: UserPlus },
  { id: 'payment', icon: CreditCard },
  { id: 'delivery', icon: Truck },
] as const;

export function FaqPage() {
  const { t } = useTranslation(contentMessages);
  const { t: tc } = useTranslation();
  usePageHead({ title: pageTitle(t('faq.title')), description: tc('meta.faq-description') });
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-10 flex flex-col gap-2 text-center">
        <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{t('faq.kicker')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('faq.title')}</h1>
        <p className="text-stone-600">{t('faq.intro')}</p>
      </header>
      <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
        {QUESTIONS.map(({ id, icon: Icon }) => (
          <Accordion.Item key={id} value={id} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center gap-4 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="flex-1">{t(`faq.questions.${id}.q`)}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-stone-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 pl-18 leading-relaxed text-stone-700">
              {t(`faq.questions.${id}.a`)}
              {id === 'distributor' && (
                <>
                  {' '}
                  <Link to={paths.register} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {t('faq.register-link')}
                  </Link>
                </>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-stone-600">{t('faq.more')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.store} className={buttonClass('primary', 'lg')}>
            {t('faq.to-store')}
          </Link>
          <Link to={paths.contact} className={buttonClass('outline', 'lg')}>
            {t('faq.to-contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
