/**
 * The service worker's runtime caches (vite.config.ts, decision 027), and their emptying when a session
 * starts or ends: what one distributor saw (prices, cart) is never shown to the next person on the device.
 */
export const OFFLINE_CACHES = { pages: 'store-pages', api: 'store-api', files: 'store-files' } as const;

/**
 * Which API answers the service worker keeps for offline use (GET only, vite.config.ts): the catalogue, the cart
 * and the buyer's own lists as last answered; never the back office's, a sign-in, a file (an order's or a quote's PDF,
 * a factura's XML and RIDE, a price list, a payment receipt), nor the API contract's `process_orders`, the one GET
 * that changes data (it claims orders). Workbox copies this function's text into the service worker: it must use
 * nothing from outside itself.
 */
export function keptOffline({ url }: { url: URL }) {
  return (
    /^\/api\/(?!admin\/|auth\/|documents\/)/.test(url.pathname) &&
    !/\/(pdf|receipts)(\/|$)|\.(pdf|xml)$|\/process_orders$/.test(url.pathname)
  );
}

/** Forgets the pages and API answers kept for offline use (pictures stay: they are the same for everyone). */
export function forgetOfflineCopies() {
  if (typeof caches === 'undefined') return;
  void Promise.all([caches.delete(OFFLINE_CACHES.pages), caches.delete(OFFLINE_CACHES.api)]).catch(() => {});
}
