import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import cartMessages from '../locales/cart.ts';
import i18n, { LanguageProvider, type Messages, namespace, translate, useTranslation } from './i18n.ts';

const spanishFiles = import.meta.glob<Messages>('../locales/es/*.json', { eager: true, import: 'default' });
const englishFiles = import.meta.glob<Messages>('../locales/en/*.json', { eager: true, import: 'default' });
const messageModules = import.meta.glob('../locales/*.ts');

/** Every key of a namespace, nested ones dotted. */
const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && !Array.isArray(value) ? keysOf(value as Messages, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** A language's namespaces by name, a namespace's `<name>.<part>.json` files merged. */
function byNamespace(files: Record<string, Messages>) {
  const merged = new Map<string, Messages>();
  for (const [file, messages] of Object.entries(files)) {
    const name = file.replace(/^.*\/([^/.]+)[^/]*\.json$/, '$1');
    merged.set(name, { ...merged.get(name), ...messages });
  }
  return merged;
}

/**
 * English keys whose Spanish is the server's or packages/contracts' own words (the default value): the staff's
 * roles, the order's states and its factura's, the quick order's reasons.
 */
const CONTRACTS_WORDS: Record<string, string[]> = {
  auth: ['invitation.roles.'],
  orders: ['status.', 'invoice-state.'],
  'quick-order': ['reasons.', 'line-error'],
};

describe('the store’s texts', () => {
  const spanish = byNamespace(spanishFiles);
  const english = byNamespace(englishFiles);

  it('have every key in both languages, the back office aside (it speaks Spanish only)', () => {
    for (const [name, messages] of spanish) {
      if (name.startsWith('admin')) {
        expect(english.has(name), `${name} is the back office's`).toBe(false);
        continue;
      }
      const englishKeys = keysOf(english.get(name) ?? {});
      const spanishKeys = keysOf(messages);
      expect(
        spanishKeys.filter((key) => !englishKeys.includes(key)),
        `missing in English ${name}`,
      ).toEqual([]);
      const ownWords = CONTRACTS_WORDS[name] ?? [];
      expect(
        englishKeys.filter((key) => !spanishKeys.includes(key) && !ownWords.some((prefix) => key.startsWith(prefix))),
        `missing in Spanish ${name}`,
      ).toEqual([]);
    }
    // English has the server's messages, whose Spanish is the server's own words (packages/contracts MSG).
    expect([...english.keys()].filter((name) => !spanish.has(name))).toEqual(['messages']);
  });

  it('are each a module that registers its Spanish, the shell’s common texts aside', () => {
    const modules = Object.keys(messageModules).map((f) => f.replace(/^.*\/([^/]+)\.ts$/, '$1'));
    expect(modules.sort()).toEqual([...spanish.keys()].filter((name) => name !== 'common').sort());
  });
});

describe('t()', () => {
  const ns = namespace('i18n-test', {
    plain: 'Hola {{name}}',
    items_one: '{{count}} par',
    items_other: '{{count}} pares',
    nested: { deeper: 'adentro' },
    list: ['uno', 'dos'],
  }).name;

  it('fills values, picks the plural form by count, and reads nested keys and lists', () => {
    expect(translate('es', ns, 'plain', { name: 'Ana' })).toBe('Hola Ana');
    expect(translate('es', ns, 'items', { count: 1 })).toBe('1 par');
    expect(translate('es', ns, 'items', { count: 0 })).toBe('0 pares');
    expect(translate('es', ns, 'items', { count: 12 })).toBe('12 pares');
    expect(translate('es', ns, 'nested.deeper')).toBe('adentro');
    expect(translate('es', ns, 'list', { returnObjects: true })).toEqual(['uno', 'dos']);
  });

  it('reads another namespace as name:key, falls back to Spanish, then to the default value, then to the key', () => {
    expect(translate('es', ns, `${cartMessages.name}:dropdown.total`)).toBe('Total (IVA incluido)');
    expect(translate('en', ns, 'plain', { name: 'Ana' })).toBe('Hola Ana');
    expect(translate('es', ns, 'missing', { defaultValue: 'lo que dijo el servidor' })).toBe('lo que dijo el servidor');
    expect(translate('es', ns, 'missing')).toBe('missing');
    expect(translate('es', ns, 'dropdown.total', { ns: cartMessages.name })).toBe('Total (IVA incluido)');
  });
});

describe('useTranslation', () => {
  it('draws again in the language the page changes to, and a server render keeps its own', async () => {
    const { result } = renderHook(() => useTranslation(cartMessages));
    expect(result.current.t('dropdown.total')).toBe('Total (IVA incluido)');
    await act(() => i18n.changeLanguage('en'));
    try {
      expect(result.current.t('dropdown.total')).toBe('Total (VAT included)');
      const wrapper = ({ children }: { children: ReactNode }) => createElement(LanguageProvider, { language: 'es', children });
      expect(renderHook(() => useTranslation(cartMessages), { wrapper }).result.current.t('dropdown.total')).toBe('Total (IVA incluido)');
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });
});
