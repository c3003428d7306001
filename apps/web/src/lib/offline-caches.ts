/**
 * The service worker's runtime caches (vite.config.ts, decision 027), and their emptying when a session
 * starts or ends: what one distributor saw (prices, cart) is never shown to the next person on the device.
 */
export const OFFLINE_CACHES = { pages: 'store-pages', api: 'store-api', files: 'store-files' } as const;

/** Forgets the pages and API answers kept for offline use (pictures stay: they are the same for everyone). */
export function forgetOfflineCopies() {
  if (typeof caches === 'undefined') return;
  void Promise.all([caches.delete(OFFLINE_CACHES.pages), caches.delete(OFFLINE_CACHES.api)]).catch(() => {});
}
