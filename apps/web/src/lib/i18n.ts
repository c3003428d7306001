import { LANGUAGE_COOKIE, type Language } from '@store/contracts/page-render';
import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie } from './cookies.ts';

// Spanish is always the language at start: the shell's and the landing page's texts ship with the first
// load; every other namespace (and all of English) loads with the page that needs it.
const eager = import.meta.glob<Record<string, unknown>>(
  ['../locales/es/common.json', '../locales/es/home.json', '../locales/es/catalog.json'],
  {
    eager: true,
    import: 'default',
  },
);
const lazy = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

export { LANGUAGES, type Language } from '@store/contracts/page-render';

const resources: Resource = { es: {} };
for (const [file, bundle] of Object.entries(eager)) resources.es[namespaceOf(file)] = bundle;

const bundles: BackendModule = {
  type: 'backend',
  init() {},
  // A namespace is its own file plus any `<namespace>.<part>.json` beside it: a feature keeps its share of a
  // shared namespace (the server's messages) in its own file.
  read(language, namespace, callback) {
    const prefix = `../locales/${language}/${namespace}.`;
    const parts = Object.keys(lazy).filter(
      (file) => file === `${prefix}json` || (file.startsWith(prefix) && !file.slice(prefix.length, -5).includes('.')),
    );
    Promise.all(parts.map((file) => lazy[file]())).then(
      (bundles) => callback(null, Object.assign({}, ...bundles)),
      (error) => callback(error, null),
    );
  },
};

i18n
  .use(bundles)
  .use(initReactI18next)
  .init({
    lng: 'es',
    fallbackLng: 'es',
    ns: ['common'],
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export async function loadLanguage(language: Language) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('messages');
  document.documentElement.lang = language;
  // The server renders the next page in this language too.
  writeCookie(LANGUAGE_COOKIE, language, 365 * 24 * 3600);
}

export default i18n;
