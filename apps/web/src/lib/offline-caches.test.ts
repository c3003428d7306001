import { API_BASE, type EndpointDef, fillPath } from '@store/contracts/endpoint';
import { endpoints } from '@store/contracts/endpoints/store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/render-with-providers.tsx';
import { keptOffline, OFFLINE_CACHES } from './offline-caches.ts';
import { session } from './session.ts';

/** The browser's CacheStorage as the service worker leaves it: the three caches of decision 027. */
function cacheStorage() {
  const names = new Set<string>(Object.values(OFFLINE_CACHES));
  const storage = { delete: vi.fn(async (name: string) => names.delete(name)) };
  vi.stubGlobal('caches', storage);
  return names;
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('the offline copies of a session', () => {
  it('are forgotten when another person signs in and when the session ends, never the pictures', async () => {
    signIn();
    const first = session.get()!;
    const names = cacheStorage();

    session.save({ ...first, company_name: 'Calzado El Paso Cía.' });
    await Promise.resolve();
    expect([...names].sort()).toEqual(['store-api', 'store-files', 'store-pages']);

    session.save({ ...first, userid: 3, token: 'second-token' });
    await vi.waitFor(() => expect([...names]).toEqual(['store-files']));

    names.add('store-pages').add('store-api');
    session.clear();
    await vi.waitFor(() => expect([...names]).toEqual(['store-files']));
  });
});

describe('the API answers kept offline', () => {
  it('are the store’s reads only: every GET endpoint of the store but the one that changes data, its files and sign-in', () => {
    const gets = Object.values(endpoints)
      .flatMap((domain) => Object.values(domain) as EndpointDef[])
      .filter((e) => e.method === 'GET')
      .map((e) => `${API_BASE}${fillPath(e.path, { id: 7, receiptId: 3, format: 'pdf' })}`);
    const kept = gets.filter((path) => keptOffline({ url: new URL(path, 'https://tienda.test') }));
    expect(kept).toContain('/api/shopping_cart/my_cart');
    expect(kept).toContain('/api/product/get_by_id/7');
    expect(kept).toContain('/api/sale/my_sales');
    expect(gets.filter((path) => !keptOffline({ url: new URL(path, 'https://tienda.test') })).sort()).toEqual(
      [
        '/api/documents/price-list/pdf',
        '/api/product/process_orders',
        '/api/quotes/7/pdf',
        '/api/sale/7/receipts',
        '/api/sale/7/receipts/3',
        '/api/sale/my_sale_detail/7/pdf',
        '/api/sale/my_sale_detail/7/factura.pdf',
        '/api/sale/my_sale_detail/7/factura.xml',
      ].sort(),
    );
    expect(keptOffline({ url: new URL('https://tienda.test/api/admin/orders') })).toBe(false);
  });
});
