import { loadLanguage, useTranslation } from '../../lib/i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'es' : 'en';
  return (
    <button
      type="button"
      onClick={() => loadLanguage(next)}
      className="inline-flex h-9 items-center rounded-lg px-2.5 text-xs font-bold tracking-wide text-stone-600 uppercase hover:bg-stone-100"
      aria-label={`${next.toUpperCase()}: ${t('language.switch')}`}
      lang={next}
    >
      {next}
    </button>
  );
}
