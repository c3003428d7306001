import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Spanish ships in the first load (it is always the language at start); English loads on demand.
const spanish = import.meta.glob<Record<string, unknown>>('../locales/es/*.json', { eager: true, import: 'default' });
const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { import: 'default' });

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');
const namespaces = Object.keys(spanish).map(namespaceOf);

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const resources: Resource = { es: {} };
for (const [file, bundle] of Object.entries(spanish)) resources.es[namespaceOf(file)] = bundle;

i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  ns: namespaces,
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function loadLanguage(language: Language) {
  if (language === 'en' && !i18n.hasResourceBundle('en', 'common')) {
    const bundles = await Promise.all(Object.entries(english).map(async ([file, load]) => [namespaceOf(file), await load()] as const));
    for (const [ns, bundle] of bundles) i18n.addResourceBundle('en', ns, bundle, true, true);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export default i18n;
