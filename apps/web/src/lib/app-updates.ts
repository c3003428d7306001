/**
 * The installed app's service worker (vite.config.ts, decision 027): registered after the page has loaded,
 * and a new version announced with a toast that offers to reload.
 */
import { notify } from './toast.ts';

/** Registers the service worker (only in a build: the development server has none). */
export async function registerServiceWorker(texts: () => { updated: string; reload: string }) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh() {
      const { updated, reload } = texts();
      notify.action(updated, reload, () => void update(true));
    },
  });
}
