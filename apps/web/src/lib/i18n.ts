/**
 * The store's texts (decision 037): one message module per namespace (locales/<name>.ts) whose Spanish ships in
 * the chunk of the code that uses it, English fetched once when chosen, and a small t() over them.
 */
import { LANGUAGE_COOKIE, type Language } from '@store/contracts/page-render';
import { createContext, createElement, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import commonEs from '../locales/es/common.json';
import { writeCookie } from './cookies.ts';

export { LANGUAGES, type Language } from '@store/contracts/page-render';

/** A namespace's texts: nested keys, plural forms as `key_one` / `key_other`, `{{name}}` for a value. */
export type Messages = { readonly [key: string]: string | readonly string[] | Messages };

/** A namespace, by name: its module registered its Spanish texts when it was imported. */
export interface Namespace {
  readonly name: string;
}

export interface TOptions {
  count?: number;
  /** another namespace's key (as `name:key` does) */
  ns?: string;
  /** what the text is when the namespace has no such key */
  defaultValue?: string;
  /** a list (an array in the messages) rather than a text */
  returnObjects?: boolean;
  [value: string]: unknown;
}

export interface TFunction {
  /** a list the messages hold (an array), for the caller to type */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const spanish = new Map<string, Messages>();
const english = new Map<string, Messages>();

/** Registers a namespace's Spanish texts: its module calls this, so importing the module is what loads it. */
export function namespace(name: string, es: Messages): Namespace {
  spanish.set(name, es);
  return { name };
}

export const common = namespace('common', commonEs);

// English, all of it at once and only when chosen (about 40 KB of text). A namespace may be split in files
// `<name>.<part>.json` (the server's messages, a feature's share each); they are one namespace here.
const englishFiles = import.meta.glob<Messages>('../locales/en/*.json', { import: 'default' });
let englishLoaded: Promise<void> | null = null;
/**
 * The server's Spanish sentences (the contracts' MSG) by sentence, to find a sentence's English by its key
 * (lib/messages.ts): loaded with the English, so a Spanish page carries none of them.
 */
let sentenceKeys: ReadonlyMap<string, string> = new Map();
export const keyOfSentence = (sentence: string): string | undefined => sentenceKeys.get(sentence);

export function loadEnglish(): Promise<void> {
  englishLoaded ??= Promise.all([
    ...Object.entries(englishFiles).map(async ([file, load]) => {
      const name = file.replace(/^.*\/([^/.]+)[^/]*\.json$/, '$1');
      english.set(name, { ...english.get(name), ...(await load()) });
    }),
    import('@store/contracts/messages').then(({ MSG }) => {
      sentenceKeys = new Map(Object.entries(MSG).flatMap(([key, value]) => (typeof value === 'string' ? [[value, key] as const] : [])));
    }),
  ]).then(() => undefined);
  return englishLoaded;
}

function lookup(bundle: Messages | undefined, key: string): Messages[string] | undefined {
  let node: Messages[string] | undefined = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralOf = (language: Language, count: number) => {
  const rules = pluralRules.get(language) ?? new Intl.PluralRules(language);
  pluralRules.set(language, rules);
  return rules.select(count);
};

/** One text: the language's, else Spanish's, else the default value, else the key (as i18next did). */
export function translate(language: Language, ns: string, fullKey: string, options: TOptions = {}): string {
  const colon = fullKey.indexOf(':');
  const name = colon > 0 ? fullKey.slice(0, colon) : (options.ns ?? ns);
  const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
  const { count } = options;
  const keys = typeof count === 'number' ? [`${key}_${pluralOf(language, count)}`, key] : [key];
  const sources = language === 'en' ? [english, spanish] : [spanish];
  let found: Messages[string] | undefined;
  for (const source of sources) {
    for (const k of keys) {
      found = lookup(source.get(name), k);
      if (found !== undefined) break;
    }
    if (found !== undefined) break;
  }
  if (options.returnObjects && found !== undefined) return found as unknown as string;
  const text = typeof found === 'string' ? found : (options.defaultValue ?? key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, value: string) => (value in options ? String(options[value]) : whole));
}

// The browser's language: one for the page, changed by the switch. The server renders each page in its own
// (RenderLanguage), side by side with pages in the other language.
let current: Language = 'es';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const RenderLanguage = createContext<Language | null>(null);
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return createElement(RenderLanguage.Provider, { value: language }, children);
}

/** Changes the language the page's components read (English is fetched first). */
async function changeLanguage(language: Language) {
  if (language === 'en') await loadEnglish();
  current = language;
  for (const listener of listeners) listener();
}

/** Sets the page's language, and remembers it for the server's next page. */
export async function loadLanguage(language: Language) {
  await changeLanguage(language);
  document.documentElement.lang = language;
  writeCookie(LANGUAGE_COOKIE, language, 365 * 24 * 3600);
}

const translator = (language: Language, ns: string) =>
  ((key: string, options?: TOptions) => translate(language, ns, key, options)) as TFunction;

/** The texts of a namespace (the shell's `common` when none is named) in the page's language. */
export function useTranslation(ns: Namespace = common) {
  const rendered = useContext(RenderLanguage);
  const browser = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  const language = rendered ?? browser;
  return useMemo(() => ({ t: translator(language, ns.name), i18n: { language } }), [language, ns.name]);
}

/** Outside a component (a toast, the service worker's notice, a test): the page's language. */
const i18n = {
  get language(): Language {
    return current;
  },
  get t(): TFunction {
    return translator(current, common.name);
  },
  /** a test's change of language, without the page's cookie */
  changeLanguage,
};
export default i18n;
