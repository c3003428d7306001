import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 5 s, not 1 s: in CI this suite shares 2 cores with two browser lanes and the
// server suites, and a lazy chunk's first draw (the dashboard's charts) took longer than 1 s there (stop 34).
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share its modules (isolate: false, vite.config.ts): what one test leaves in a module's
// state (a toast still showing, kept in sonner's store) must not reach the next file's screen.
afterEach(() => {
  cleanup();
  toast.dismiss();
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
