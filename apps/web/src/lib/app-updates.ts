/**
 * The installed app's service worker (vite.config.ts, decision 027): registered once the page has settled,
 * and a new version announced with a toast that offers to reload.
 */
import { notify } from './toast.ts';

/**
 * How long after the page's load event the worker is registered (then at the browser's next idle moment).
 * Installing it fetches and stores the shell again: done while the page hydrates and draws its pictures, it
 * took the main thread from them (bench:web, a distributor's home page: 120 ms of blocking time without it,
 * 311 ms with it at the load event). Offline use needs only one earlier visit, not this one.
 */
const REGISTER_AFTER_LOAD_MS = 10_000;

function pageSettled() {
  return new Promise<void>((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 5_000 }) : resolve());
    const later = () => setTimeout(idle, REGISTER_AFTER_LOAD_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

/** Registers the service worker (only in a build: the development server has none). */
export async function registerServiceWorker(texts: () => { updated: string; reload: string }) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await pageSettled();
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      const { updated, reload } = texts();
      notify.action(updated, reload, () => void update(true));
    },
  });
}
