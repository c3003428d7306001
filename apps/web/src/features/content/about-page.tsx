/** 'Quiénes somos' (/about): the store's story, mission and vision; static text from the content locale. */

import { paths } from '@store/contracts/paths';
import { Eye, Handshake, MapPinned, Store, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { pageTitle, usePageHead } from '../../lib/ssr.ts';
import contentMessages from '../../locales/content.ts';

export function AboutPage() {
  const { t } = useTranslation(contentMessages);
  const { t: tc } = useTranslation();
  usePageHead({ title: pageTitle(t('about.title')), description: tc('meta.about-description') });
  const facts = [
    { icon: <Store className="size-5" />, value: '2010', label: t('about.facts.founded') },
    { icon: <MapPinned className="size-5" />, value: '2', label: t('about.facts.offices') },
    { icon: <Handshake className="size-5" />, value: '24', label: t('about.facts.provinces') },
  ];
  return (
    <>
      <section className="bg-brand-900 text-brand-100">
        <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-16 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{t('about.kicker')}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-5xl">{t('about.title')}</h1>
          <p className="mx-auto max-w-2xl text-lg leading-relaxed">{t('about.intro')}</p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div className="flex flex-col gap-4 text-stone-700">
            <h2 className="text-2xl font-bold text-stone-900">{t('about.story-title')}</h2>
            <p className="leading-relaxed">{t('about.story-1')}</p>
            <p className="leading-relaxed">{t('about.story-2')}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {facts.map((f) => (
              <li key={f.label} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  {f.icon}
                </span>
                <span className="text-3xl font-extrabold text-brand-800">{f.value}</span>
                <span className="text-sm text-stone-600">{f.label}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-14 grid gap-6 md:grid-cols-2">
          <Statement icon={<Target className="size-6" />} title={t('about.mission-title')} text={t('about.mission')} />
          <Statement icon={<Eye className="size-6" />} title={t('about.vision-title')} text={t('about.vision')} />
        </div>

        <div className="mt-14 flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-stone-900">{t('about.cta-title')}</h2>
          <p className="max-w-xl text-stone-600">{t('about.cta-text')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.register} className={buttonClass('accent', 'lg')}>
              {t('about.cta-register')}
            </Link>
            <Link to={paths.store} className={buttonClass('outline', 'lg')}>
              {t('about.cta-store')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function Statement({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
        {icon}
      </span>
      <h2 className="text-xl font-bold text-stone-900">{title}</h2>
      <p className="leading-relaxed text-stone-700">{text}</p>
    </article>
  );
}
