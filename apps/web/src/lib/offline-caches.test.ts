import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/render-with-providers.tsx';
import { OFFLINE_CACHES } from './offline-caches.ts';
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
