import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n from '../lib/i18n.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout observers; the carousels only need them to exist.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

// Pages load their texts on demand; tests read them all up front.
await i18n.loadNamespaces(Object.keys(import.meta.glob('../locales/es/*.json')).map((f) => f.replace(/^.*\/([^/]+)\.json$/, '$1')));
